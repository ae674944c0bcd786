import { EDITABLE_SKILLS } from '@hackmate/shared/catalogues';
import { activityPoints, completenessPoints } from './score';

export const SKILLS = EDITABLE_SKILLS.length;

/** How a person's id compares with an id given as bytes. */
export interface IdBytes {
  idAfter(index: number, id: Uint8Array, key: number): boolean;
}

/** How people are compared within a bucket: lower id first. */
export interface IdOrder {
  idBefore(a: number, b: number): boolean;
}

/**
 * The people alike in everything the score reads except shared skills, kept in id order, with
 * one bit set per skill: `skill s, word w` holds whether the members at positions 32w…32w+31
 * have skill s. A search adds the viewer's skills up over whole words (bit-sliced counting), so
 * it learns who shares 1, 2, 3 or 4+ skills with the viewer without looking at anyone, and reads
 * the members of one level in id order, which is also their ranking order.
 */
export class Bucket {
  members = new Int32Array(8);
  size = 0;
  /** Capacity in 32-member words. */
  private words = 1;
  /** SKILLS × words. */
  skillBits = new Uint32Array(SKILLS);
  /** Where the bucket sits in its index's list of buckets. */
  slot = -1;
  /** The most skills any member has, and every skill any member has (both only grow: a loose bound stays a bound). */
  maxSkills = 0;
  skillsLo = 0;
  skillsHi = 0;

  /** The points everyone here gets whoever the viewer is: activity and completeness. */
  readonly fixedPoints: number;

  constructor(
    readonly key: number,
    readonly roles: number,
    readonly band: 0 | 1 | 2 | 3,
    readonly gaps: number,
    /** 0 when unknown. */
    readonly year: number,
  ) {
    this.fixedPoints = activityPoints(band) + completenessPoints(gaps);
  }

  get wordCount(): number {
    return Math.ceil(this.size / 32);
  }

  word(skill: number, w: number): number {
    return this.skillBits[skill * this.words + w]!;
  }

  /** The position `index` has, or would have, in id order. */
  positionOf(index: number, order: IdOrder): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order.idBefore(this.members[mid]!, index)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The position of the first member whose id comes after `id` (16 bytes, starting with `key`), in id order. */
  positionAfter(id: Uint8Array, key: number, ids: IdBytes): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (!ids.idAfter(this.members[mid]!, id, key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(index: number, skills: readonly number[], order: IdOrder, lo: number, hi: number): void {
    this.skillsLo = (this.skillsLo | lo) >>> 0;
    this.skillsHi = (this.skillsHi | hi) >>> 0;
    if (this.size === this.members.length) this.grow();
    const at = this.positionOf(index, order);
    this.members.copyWithin(at + 1, at, this.size);
    this.members[at] = index;
    this.size++;
    this.shift(at, 1);
    for (const s of skills) {
      const w = s * this.words + (at >>> 5);
      this.skillBits[w] = this.skillBits[w]! | (1 << (at & 31));
    }
    this.maxSkills = Math.max(this.maxSkills, skills.length);
  }

  remove(index: number, order: IdOrder): void {
    const at = this.positionOf(index, order);
    if (this.members[at] !== index) return;
    this.members.copyWithin(at, at + 1, this.size);
    this.size--;
    this.shift(at, -1);
  }

  /** Moves every skill bit at or after `at` one position up (+1) or down (-1, dropping `at`). */
  private shift(at: number, by: 1 | -1): void {
    const first = at >>> 5;
    const low = (1 << (at & 31)) - 1;
    for (let s = 0; s < SKILLS; s++) {
      const row = s * this.words;
      if (by === 1) {
        let carry = 0;
        for (let w = first; w < this.words; w++) {
          const v = this.skillBits[row + w]!;
          const keep = w === first ? v & low : 0;
          const moved = w === first ? v & ~low : v;
          this.skillBits[row + w] = keep | (moved << 1) | carry;
          carry = moved >>> 31;
        }
      } else {
        for (let w = first; w < this.words; w++) {
          const v = this.skillBits[row + w]!;
          const next = w + 1 < this.words ? this.skillBits[row + w + 1]! : 0;
          const keep = w === first ? v & low : 0;
          const above = w === first ? (v >>> 1) & ~low : v >>> 1;
          this.skillBits[row + w] = keep | above | ((next & 1) << 31);
        }
      }
    }
  }

  private grow(): void {
    const members = new Int32Array(this.members.length * 2);
    members.set(this.members);
    this.members = members;
    const words = Math.ceil(members.length / 32);
    if (words === this.words) return;
    const bits = new Uint32Array(SKILLS * words);
    for (let s = 0; s < SKILLS; s++) bits.set(this.skillBits.subarray(s * this.words, (s + 1) * this.words), s * words);
    this.skillBits = bits;
    this.words = words;
  }
}
