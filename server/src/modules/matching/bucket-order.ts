import { popcount } from './bits';
import type { CandidateIndex } from './candidate-index';
import { roleFitPoints, sharedPoints, yearPoints } from './score';

const LOWEST = -100;
const HIGHEST = 100;
const LEVELS = HIGHEST - LOWEST + 1;
const ROLE_MASKS = 256;
// What each mask of roles brings the viewer, and each number of shared skills: read per bucket.
const roleFit = new Int16Array(ROLE_MASKS);
const sharedFor = Int16Array.from({ length: 65 }, (_, n) => sharedPoints(n));
// By years between graduations, up to the widest gap a year can make (an array read out of bounds is slow).
const MAX_YEAR_GAP = 4096;
const yearFor = Int16Array.from({ length: MAX_YEAR_GAP }, (_, gap) => yearPoints(gap));

export interface BucketViewer {
  skillsLo: number;
  skillsHi: number;
  roles: number;
  gradYear: number | null;
}

/**
 * Hands out an index's buckets to one viewer's search in order of their bound (the best score
 * anyone in them could reach for this viewer), best first, with their base (what everyone in
 * them scores before shared skills).
 *
 * A search usually stops after a few hundred of thousands of buckets, so bounds are computed
 * only as far as needed: buckets are taken in order of their static bound (the best for any
 * viewer, kept sorted while the buckets do not change), their viewer bound goes into a queue by
 * level, and a bucket leaves the queue once no bucket not yet looked at could beat it. Scratch
 * arrays are reused: one search runs at a time on the event loop, and nothing is allocated per
 * search.
 */
export class BucketOrder {
  /** Slots by static bound, best first, for the buckets as they were at `sortedVersion`. */
  private byStatic = new Int32Array(0);
  private sortedVersion = -1;
  private sortedCount = 0;
  private readonly perLevel = new Int32Array(LEVELS + 1);
  /** The viewer's queue: a stack of slots per bound level (0 = HIGHEST), linked through `below`. */
  private readonly head = new Int32Array(LEVELS);
  private below = new Int32Array(0);
  private slotBase = new Int16Array(0);
  private topLevel = LEVELS;
  private taken = 0;
  private index: CandidateIndex | null = null;
  private years: ReadonlySet<number> | null = null;
  private viewerLo = 0;
  private viewerHi = 0;
  private viewerYear = 0;
  /** The bound and base of the bucket `next()` returned last. */
  bound = 0;
  base = 0;

  start(index: CandidateIndex, viewer: BucketViewer, years: ReadonlySet<number> | null): void {
    const n = index.buckets.length;
    if (this.below.length < n) {
      this.below = new Int32Array(n * 2);
      this.slotBase = new Int16Array(n * 2);
    }
    this.sortByStaticBound(index);
    for (let mask = 0; mask < ROLE_MASKS; mask++) roleFit[mask] = roleFitPoints(mask & ~viewer.roles & 0xff);
    this.index = index;
    this.years = years;
    this.viewerLo = viewer.skillsLo;
    this.viewerHi = viewer.skillsHi;
    this.viewerYear = viewer.gradYear ?? 0;
    this.head.fill(-1);
    this.topLevel = LEVELS;
    this.taken = 0;
  }

  /** The slot (in `index.buckets`) of the next bucket, setting `bound` and `base`; -1 when none is left. */
  next(): number {
    const columns = this.index!.bucketColumns;
    for (;;) {
      const staticNext = this.taken < this.sortedCount ? columns.staticBound[this.byStatic[this.taken]!]! : LOWEST - 1;
      if (this.topLevel < LEVELS && HIGHEST - this.topLevel >= staticNext) return this.pop();
      if (this.taken >= this.sortedCount) return -1;
      this.push(this.byStatic[this.taken++]!);
    }
  }

  /** Computes the viewer's bound of the bucket at `slot` and queues it (unless a year filter leaves it out). */
  private push(slot: number): void {
    const columns = this.index!.bucketColumns;
    const year = columns.year[slot]!;
    if (this.years !== null && !this.years.has(year)) return;
    const base =
      columns.fixedPoints[slot]! +
      roleFit[columns.roles[slot]!]! +
      (year !== 0 && this.viewerYear !== 0 ? yearFor[Math.min(MAX_YEAR_GAP - 1, Math.abs(year - this.viewerYear))]! : 0);
    const overlap = popcount(columns.skillsLo[slot]! & this.viewerLo) + popcount(columns.skillsHi[slot]! & this.viewerHi);
    const most = columns.maxSkills[slot]!;
    const level = HIGHEST - (base + sharedFor[overlap < most ? overlap : most]!);
    this.slotBase[slot] = base;
    this.below[slot] = this.head[level]!;
    this.head[level] = slot;
    if (level < this.topLevel) this.topLevel = level;
  }

  private pop(): number {
    const level = this.topLevel;
    const slot = this.head[level]!;
    this.head[level] = this.below[slot]!;
    while (this.topLevel < LEVELS && this.head[this.topLevel] === -1) this.topLevel++;
    this.bound = HIGHEST - level;
    this.base = this.slotBase[slot]!;
    return slot;
  }

  /**
   * Counting sort of the slots by static bound, again only when the buckets changed: a column
   * written with new values, or fewer or more buckets (the last one removed moves nothing).
   */
  private sortByStaticBound(index: CandidateIndex): void {
    const columns = index.bucketColumns;
    if (this.sortedVersion === columns.version && this.sortedCount === index.buckets.length) return;
    const n = index.buckets.length;
    if (this.byStatic.length < n) this.byStatic = new Int32Array(n * 2);
    const starts = this.perLevel;
    starts.fill(0);
    for (let slot = 0; slot < n; slot++) starts[HIGHEST - columns.staticBound[slot]! + 1]!++;
    for (let level = 1; level <= LEVELS; level++) starts[level]! += starts[level - 1]!;
    for (let slot = 0; slot < n; slot++) this.byStatic[starts[HIGHEST - columns.staticBound[slot]!]!++] = slot;
    this.sortedVersion = columns.version;
    this.sortedCount = n;
  }
}
