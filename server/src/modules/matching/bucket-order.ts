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
// Buckets put in order at first; each further step orders twice as many.
const FIRST_STEP = 64;

export interface BucketViewer {
  skillsLo: number;
  skillsHi: number;
  roles: number;
  gradYear: number | null;
}

/**
 * The buckets of an index in order of the best score anyone in them could reach for one viewer
 * (their bound), best first, with what everyone in them scores before shared skills (their base).
 * Bounds are small integers, so this is a counting sort; and since a search usually stops after
 * the first few buckets, they are put in order in steps, as the search reaches them, not all at
 * once. Scratch arrays are reused: one search runs at a time on the event loop, and nothing is
 * allocated per search.
 */
export class BucketOrder {
  private slotBound = new Int16Array(0);
  private slotBase = new Int16Array(0);
  private order = new Int32Array(0);
  private base = new Int16Array(0);
  private bound = new Int16Array(0);
  /** Per bound level (0 = HIGHEST): where its buckets start in the order, then where the next one goes. */
  private readonly levelStart = new Int32Array(LEVELS + 1);
  private readonly levelNext = new Int32Array(LEVELS);
  private slots = 0;
  /** Buckets that can be visited (not left out by a year filter). */
  count = 0;
  /** Positions put in order so far, and the first level not yet put in order. */
  private ready = 0;
  private nextLevel = 0;
  private step = FIRST_STEP;

  /** Computes every bucket's bound for `viewer` and starts a new order. */
  start(index: CandidateIndex, viewer: BucketViewer, years: ReadonlySet<number> | null): void {
    const n = index.buckets.length;
    if (this.order.length < n) this.grow(n * 2);
    for (let mask = 0; mask < ROLE_MASKS; mask++) roleFit[mask] = roleFitPoints(mask & ~viewer.roles & 0xff);
    const { skillsLo, skillsHi } = viewer;
    const viewerYear = viewer.gradYear ?? 0;
    const columns = index.bucketColumns;
    const perLevel = this.levelStart;
    perLevel.fill(0);
    for (let slot = 0; slot < n; slot++) {
      const year = columns.year[slot]!;
      if (years !== null && !years.has(year)) {
        this.slotBound[slot] = LOWEST;
        continue;
      }
      const base = columns.fixedPoints[slot]! + roleFit[columns.roles[slot]!]! + (year !== 0 && viewerYear !== 0 ? yearFor[Math.min(MAX_YEAR_GAP - 1, Math.abs(year - viewerYear))]! : 0);
      const overlap = popcount(columns.skillsLo[slot]! & skillsLo) + popcount(columns.skillsHi[slot]! & skillsHi);
      const most = columns.maxSkills[slot]!;
      const bound = base + sharedFor[overlap < most ? overlap : most]!;
      this.slotBase[slot] = base;
      this.slotBound[slot] = bound;
      perLevel[HIGHEST - bound + 1]!++;
    }
    for (let level = 1; level <= LEVELS; level++) perLevel[level]! += perLevel[level - 1]!;
    this.slots = n;
    this.count = perLevel[LEVELS]!;
    this.ready = 0;
    this.nextLevel = 0;
    this.step = FIRST_STEP;
  }

  /** The slot (in `index.buckets`) of the bucket at `position` in the order (position < count). */
  slotAt(position: number): number {
    if (position >= this.ready) this.orderMore(position);
    return this.order[position]!;
  }

  boundAt(position: number): number {
    if (position >= this.ready) this.orderMore(position);
    return this.bound[position]!;
  }

  baseAt(position: number): number {
    if (position >= this.ready) this.orderMore(position);
    return this.base[position]!;
  }

  /** Puts the next levels in order: at least up to `position`, and at least `step` more buckets. */
  private orderMore(position: number): void {
    const from = this.nextLevel;
    let to = from;
    const wanted = Math.max(position + 1, this.ready + this.step);
    while (to < LEVELS && this.levelStart[to]! < wanted) to++;
    this.step *= 2;
    for (let level = from; level < to; level++) this.levelNext[level] = this.levelStart[level]!;
    for (let slot = 0; slot < this.slots; slot++) {
      const bound = this.slotBound[slot]!;
      if (bound === LOWEST) continue;
      const level = HIGHEST - bound;
      if (level < from || level >= to) continue;
      const at = this.levelNext[level]!++;
      this.order[at] = slot;
      this.base[at] = this.slotBase[slot]!;
      this.bound[at] = bound;
    }
    this.nextLevel = to;
    this.ready = this.levelStart[to]!;
  }

  private grow(size: number): void {
    this.slotBound = new Int16Array(size);
    this.slotBase = new Int16Array(size);
    this.order = new Int32Array(size);
    this.base = new Int16Array(size);
    this.bound = new Int16Array(size);
  }
}
