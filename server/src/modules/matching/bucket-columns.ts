import type { Bucket } from './bucket';
import { sharedPoints, yearPoints } from './score';

/**
 * The fields of each bucket that a search reads before it looks at anyone, side by side in typed
 * arrays by bucket slot, and each bucket's bound before roles: the most anyone in it could score
 * for any viewer but for the roles they bring (the same graduation year, as many shared skills as
 * the best-stocked member has). Written whenever a bucket is created, moved to another slot or
 * widened by a new member; `version` changes only when something a search reads did.
 */
export class BucketColumns {
  roles = new Uint8Array(0);
  year = new Int16Array(0);
  fixedPoints = new Int16Array(0);
  skillsLo = new Uint32Array(0);
  skillsHi = new Uint32Array(0);
  maxSkills = new Uint8Array(0);
  boundBeforeRoles = new Int16Array(0);
  version = 0;

  write(bucket: Bucket): void {
    const slot = bucket.slot;
    if (slot >= this.roles.length) this.grow(Math.max(1024, slot * 2));
    const same =
      this.roles[slot] === bucket.roles &&
      this.year[slot] === bucket.year &&
      this.fixedPoints[slot] === bucket.fixedPoints &&
      this.skillsLo[slot] === bucket.skillsLo &&
      this.skillsHi[slot] === bucket.skillsHi &&
      this.maxSkills[slot] === bucket.maxSkills;
    if (same) return;
    this.roles[slot] = bucket.roles;
    this.year[slot] = bucket.year;
    this.fixedPoints[slot] = bucket.fixedPoints;
    this.skillsLo[slot] = bucket.skillsLo;
    this.skillsHi[slot] = bucket.skillsHi;
    this.maxSkills[slot] = bucket.maxSkills;
    this.boundBeforeRoles[slot] = bucket.fixedPoints + (bucket.year !== 0 ? yearPoints(0) : 0) + sharedPoints(bucket.maxSkills);
    this.version++;
  }

  private grow(capacity: number): void {
    const widen = <T extends Uint8Array | Int16Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.roles = widen(this.roles, (n) => new Uint8Array(n));
    this.year = widen(this.year, (n) => new Int16Array(n));
    this.fixedPoints = widen(this.fixedPoints, (n) => new Int16Array(n));
    this.skillsLo = widen(this.skillsLo, (n) => new Uint32Array(n));
    this.skillsHi = widen(this.skillsHi, (n) => new Uint32Array(n));
    this.maxSkills = widen(this.maxSkills, (n) => new Uint8Array(n));
    this.boundBeforeRoles = widen(this.boundBeforeRoles, (n) => new Int16Array(n));
  }

  bytes(): number {
    return this.roles.length * (1 + 2 + 2 + 4 + 4 + 1 + 2);
  }
}
