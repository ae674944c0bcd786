import { popcount } from './bits';
import { Bucket } from './bucket';
import { BucketColumns } from './bucket-columns';
import { bucketKey, skillList, uuidBytes, uuidText } from './index-keys';
import { activityBand, type ActivityBand } from './score';

/** What the ranking needs to know about one person, as the database holds it. */
export interface Candidate {
  id: string;
  skillsLo: number;
  skillsHi: number;
  /** Roles they bring (mask in ROLES order). */
  roles: number;
  gradYear: number | null;
  lastActiveMs: number;
  /** Empty profile sections (0 = complete). */
  gaps: number;
  hackathons: number;
}

/**
 * Everyone the feed can suggest, held compactly in memory (well under 100 bytes a person) so that
 * ranking reads no database rows. PostgreSQL stays the source of truth: this is built from it at
 * start and kept current by change events (index-sync.ts).
 *
 * People are grouped into buckets (bucket.ts) alike in everything the score reads except shared
 * skills, so for a given viewer everyone in a bucket scores the same but for those, and a search
 * visits buckets in order of their best possible score and stops early (search.ts).
 */
export class CandidateIndex {
  size = 0;
  private capacity: number;
  ids: Uint8Array;
  /** The first four bytes of each id: the ranking's tie-break, compared without decoding. */
  idKey: Uint32Array;
  skillsLo: Uint32Array;
  skillsHi: Uint32Array;
  roles: Uint8Array;
  gradYear: Int16Array;
  /** Minutes since the epoch. */
  lastActive: Int32Array;
  gaps: Uint8Array;
  hackathons: Uint8Array;
  alive: Uint8Array;
  private bucketOf: (Bucket | undefined)[] = [];
  private readonly byKey = new Map<number, Bucket>();
  /** Every non-empty bucket, in no particular order. */
  readonly buckets: Bucket[] = [];
  /** What searches read of each bucket, by slot in `buckets`. */
  readonly bucketColumns = new BucketColumns();
  /** Open addressing on the id's first four bytes (random in v4 UUIDs): index + 1, 0 = empty. */
  private table: Int32Array;

  constructor(initialCapacity = 1024) {
    this.capacity = initialCapacity;
    this.ids = new Uint8Array(initialCapacity * 16);
    this.idKey = new Uint32Array(initialCapacity);
    this.skillsLo = new Uint32Array(initialCapacity);
    this.skillsHi = new Uint32Array(initialCapacity);
    this.roles = new Uint8Array(initialCapacity);
    this.gradYear = new Int16Array(initialCapacity);
    this.lastActive = new Int32Array(initialCapacity);
    this.gaps = new Uint8Array(initialCapacity);
    this.hackathons = new Uint8Array(initialCapacity);
    this.alive = new Uint8Array(initialCapacity);
    this.table = new Int32Array(initialCapacity * 2);
  }

  /** Memory the index holds, estimated from its arrays (what the 150 MB budget at 1M is about). */
  bytes(): number {
    const arrays = [this.ids, this.idKey, this.skillsLo, this.skillsHi, this.roles, this.gradYear, this.lastActive, this.gaps, this.hackathons, this.alive, this.table];
    let total = arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.size * 8;
    for (const b of this.buckets) total += b.members.byteLength + b.skillBits.byteLength + 120;
    return total + this.bucketColumns.bytes();
  }

  /** The index of a person, or -1. */
  find(id: string): number {
    const bytes = uuidBytes(id);
    if (bytes.length !== 16) return -1;
    const mask = this.table.length - 1;
    for (let slot = bytes.readUInt32BE(0) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) return -1;
      if (bytes.equals(this.ids.subarray((entry - 1) * 16, entry * 16))) return entry - 1;
    }
  }

  /** The person's id as text (8-4-4-4-12 lower-case hex): written into a scratch buffer and read out as one flat string. */
  idOf(index: number): string {
    return uuidText(this.ids, index * 16);
  }

  idBytes(index: number): Uint8Array {
    return this.ids.subarray(index * 16, index * 16 + 16);
  }

  /** Whether `a` comes before `b` among equal scores (the ranking's tie-break: lower id first). */
  idBefore(a: number, b: number): boolean {
    const ka = this.idKey[a]!;
    const kb = this.idKey[b]!;
    if (ka !== kb) return ka < kb;
    return Buffer.compare(this.idBytes(a), this.idBytes(b)) < 0;
  }

  /** Whether the person's id comes after `id` (16 bytes; `key`: its first four, as idKeyOf gives them). */
  idAfter(index: number, id: Uint8Array, key: number): boolean {
    const mine = this.idKey[index]!;
    if (mine !== key) return mine > key;
    return Buffer.compare(this.idBytes(index), id) > 0;
  }

  skillCount(index: number): number {
    return popcount(this.skillsLo[index]!) + popcount(this.skillsHi[index]!);
  }

  /** Adds or replaces a person; returns their index. */
  upsert(c: Candidate, nowMs: number): number {
    let index = this.find(c.id);
    if (index < 0) index = this.append(c.id);
    else this.leaveBucket(index);
    this.skillsLo[index] = c.skillsLo;
    this.skillsHi[index] = c.skillsHi;
    this.roles[index] = c.roles;
    this.gradYear[index] = c.gradYear ?? 0;
    this.lastActive[index] = Math.floor(c.lastActiveMs / 60_000);
    this.gaps[index] = c.gaps;
    this.hackathons[index] = Math.min(255, c.hackathons);
    this.alive[index] = 1;
    this.joinBucket(index, activityBand(c.lastActiveMs, nowMs));
    return index;
  }

  /** Someone left (account deleted, suspended): never suggested again. */
  remove(id: string): void {
    const index = this.find(id);
    if (index < 0 || !this.alive[index]) return;
    this.leaveBucket(index);
    this.alive[index] = 0;
  }

  /** Someone was active at `activeMs` (moves them to the band that makes them). */
  touch(index: number, activeMs: number, nowMs: number): void {
    this.lastActive[index] = Math.floor(activeMs / 60_000);
    const band = activityBand(activeMs, nowMs);
    if (!this.alive[index] || this.bucketOf[index]?.band === band) return;
    this.leaveBucket(index);
    this.joinBucket(index, band);
  }

  /** Time moves people to staler bands; run every few minutes. */
  rebucket(nowMs: number): void {
    for (let i = 0; i < this.size; i++) {
      if (!this.alive[i]) continue;
      const band = activityBand(this.lastActive[i]! * 60_000, nowMs);
      if (band === this.bucketOf[i]?.band) continue;
      this.leaveBucket(i);
      this.joinBucket(i, band);
    }
  }

  private joinBucket(index: number, band: ActivityBand): void {
    const roles = this.roles[index]!;
    const gaps = this.gaps[index]!;
    const year = this.gradYear[index]!;
    const key = bucketKey(roles, band, gaps, year);
    let bucket = this.byKey.get(key);
    if (!bucket) {
      bucket = new Bucket(key, roles, band, gaps, year);
      this.byKey.set(key, bucket);
      bucket.slot = this.buckets.push(bucket) - 1;
    }
    const lo = this.skillsLo[index]!;
    const hi = this.skillsHi[index]!;
    bucket.insert(index, skillList(lo, hi), this, lo, hi);
    this.bucketColumns.write(bucket);
    this.bucketOf[index] = bucket;
  }

  private leaveBucket(index: number): void {
    const bucket = this.bucketOf[index];
    if (!bucket || !this.alive[index]) return;
    bucket.remove(index, this);
    if (bucket.size === 0) {
      this.byKey.delete(bucket.key);
      const last = this.buckets.pop()!;
      if (last !== bucket) {
        this.buckets[bucket.slot] = last;
        last.slot = bucket.slot;
        this.bucketColumns.write(last);
      }
    }
    this.bucketOf[index] = undefined;
  }

  private append(id: string): number {
    if (this.size === this.capacity) this.grow();
    const index = this.size++;
    const bytes = uuidBytes(id);
    this.ids.set(bytes, index * 16);
    this.idKey[index] = bytes.readUInt32BE(0);
    if (this.size * 2 > this.table.length) this.rehash(this.table.length * 2);
    else this.place(index);
    return index;
  }

  private place(index: number): void {
    const mask = this.table.length - 1;
    let slot = this.idKey[index]! & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = index + 1;
  }

  private rehash(slots: number): void {
    this.table = new Int32Array(slots);
    for (let i = 0; i < this.size; i++) this.place(i);
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Uint8Array | Int16Array | Uint32Array | Int32Array>(old: T, per = 1): T => {
      const next = new (old.constructor as new (n: number) => T)(capacity * per);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, 16);
    this.idKey = grown(this.idKey);
    this.skillsLo = grown(this.skillsLo);
    this.skillsHi = grown(this.skillsHi);
    this.roles = grown(this.roles);
    this.gradYear = grown(this.gradYear);
    this.lastActive = grown(this.lastActive);
    this.gaps = grown(this.gaps);
    this.hackathons = grown(this.hackathons);
    this.alive = grown(this.alive);
    this.capacity = capacity;
  }
}
