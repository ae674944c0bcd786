import { popcount } from './bits';
import type { BucketColumns } from './bucket-columns';
import type { CandidateIndex } from './candidate-index';
import { roleFitPoints, sharedPoints, yearPoints } from './score';

// Orders kept, for the role sets asked for most recently (~20 bytes a bucket each: ~12 MB at 1M
// people); a set not among them is sorted again when it comes back (a fraction of a millisecond).
const ORDERS_KEPT = 64;
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
 * Buckets by their bound for viewers with one set of roles, best first, as they were at
 * `version`, with what a search reads of each copied beside it in the same order: a search
 * reads them front to back instead of jumping between slots.
 */
class RoleOrder {
  /** The columns (of one index) and their version this order was sorted from. */
  columns: BucketColumns | null = null;
  version = -1;
  count = 0;
  readonly slots: Int32Array;
  /** The bound for these viewers (before their skills and year). */
  readonly bounds: Int16Array;
  /** What everyone in the bucket scores for these viewers before shared skills and year. */
  readonly base: Int16Array;
  readonly year: Int16Array;
  readonly skillsLo: Uint32Array;
  readonly skillsHi: Uint32Array;
  readonly maxSkills: Uint8Array;

  constructor(readonly capacity: number) {
    this.slots = new Int32Array(capacity);
    this.bounds = new Int16Array(capacity);
    this.base = new Int16Array(capacity);
    this.year = new Int16Array(capacity);
    this.skillsLo = new Uint32Array(capacity);
    this.skillsHi = new Uint32Array(capacity);
    this.maxSkills = new Uint8Array(capacity);
  }
}

/**
 * Hands out an index's buckets to one viewer's search in order of their bound (the best score
 * anyone in them could reach for this viewer), best first, with their base (what everyone in
 * them scores before shared skills).
 *
 * A search usually stops after a few hundred of thousands of buckets, so bounds are computed
 * only as far as needed: buckets are taken in order of their bound for viewers with the same
 * roles (roles are few: one order per set of them, kept sorted while the buckets do not change),
 * their viewer bound (with the skills this viewer shares and their graduation year) goes into a
 * queue by level, and a bucket leaves the queue once no bucket not yet looked at could beat it.
 * Scratch arrays are reused: one search runs at a time on the event loop, and nothing is
 * allocated per search.
 */
export class BucketOrder {
  /** The order for each set of viewer roles asked for lately (least recently used first). */
  private readonly byRoles = new Map<number, RoleOrder>();
  private order = new RoleOrder(0);
  private readonly perLevel = new Int32Array(LEVELS + 1);
  /** The viewer's queue: a stack of positions in the order per bound level (0 = HIGHEST), linked through `below`. */
  private readonly head = new Int32Array(LEVELS);
  private below = new Int32Array(0);
  private positionBase = new Int16Array(0);
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
      this.positionBase = new Int16Array(n * 2);
    }
    for (let mask = 0; mask < ROLE_MASKS; mask++) roleFit[mask] = roleFitPoints(mask & ~viewer.roles & 0xff);
    this.order = this.orderFor(index, viewer.roles & 0xff);
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
    const { bounds, count } = this.order;
    for (;;) {
      const staticNext = this.taken < count ? bounds[this.taken]! : LOWEST - 1;
      if (this.topLevel < LEVELS && HIGHEST - this.topLevel >= staticNext) return this.pop();
      if (this.taken >= count) return -1;
      this.push(this.taken++);
    }
  }

  /** Computes the viewer's bound of the bucket at `position` of the order and queues it (unless a year filter leaves it out). */
  private push(position: number): void {
    const order = this.order;
    const year = order.year[position]!;
    if (this.years !== null && !this.years.has(year)) return;
    const base = order.base[position]! + (year !== 0 && this.viewerYear !== 0 ? yearFor[Math.min(MAX_YEAR_GAP - 1, Math.abs(year - this.viewerYear))]! : 0);
    const overlap = popcount(order.skillsLo[position]! & this.viewerLo) + popcount(order.skillsHi[position]! & this.viewerHi);
    const most = order.maxSkills[position]!;
    const level = HIGHEST - (base + sharedFor[overlap < most ? overlap : most]!);
    this.positionBase[position] = base;
    this.below[position] = this.head[level]!;
    this.head[level] = position;
    if (level < this.topLevel) this.topLevel = level;
  }

  private pop(): number {
    const level = this.topLevel;
    const position = this.head[level]!;
    this.head[level] = this.below[position]!;
    while (this.topLevel < LEVELS && this.head[this.topLevel] === -1) this.topLevel++;
    this.bound = HIGHEST - level;
    this.base = this.positionBase[position]!;
    return this.order.slots[position]!;
  }

  /**
   * The buckets by bound for viewers with `roles`: a counting sort, done again only when the
   * buckets changed (a column written with new values, or fewer or more buckets) since this set of
   * roles last asked. `roleFit` already holds what each bucket's roles bring these viewers.
   */
  private orderFor(index: CandidateIndex, roles: number): RoleOrder {
    const columns = index.bucketColumns;
    const n = index.buckets.length;
    let order = this.byRoles.get(roles);
    if (order) {
      // Most recently used last: the first one is the one to let go.
      this.byRoles.delete(roles);
      this.byRoles.set(roles, order);
      // A rebuilt index has columns of its own, whose version may happen to be the same number.
      if (order.columns === columns && order.version === columns.version && order.count === n) return order;
    }
    if (!order || order.capacity < n) {
      if (!order && this.byRoles.size >= ORDERS_KEPT) this.byRoles.delete(this.byRoles.keys().next().value!);
      order = new RoleOrder(n + (n >>> 3) + 64);
      this.byRoles.set(roles, order);
    }
    const base = (slot: number) => columns.fixedPoints[slot]! + roleFit[columns.roles[slot]!]!;
    const bound = (slot: number) => columns.boundBeforeRoles[slot]! + roleFit[columns.roles[slot]!]!;
    const starts = this.perLevel;
    starts.fill(0);
    for (let slot = 0; slot < n; slot++) starts[HIGHEST - bound(slot) + 1]!++;
    for (let level = 1; level <= LEVELS; level++) starts[level]! += starts[level - 1]!;
    for (let slot = 0; slot < n; slot++) {
      const b = bound(slot);
      const at = starts[HIGHEST - b]!++;
      order.slots[at] = slot;
      order.bounds[at] = b;
      order.base[at] = base(slot);
      order.year[at] = columns.year[slot]!;
      order.skillsLo[at] = columns.skillsLo[slot]!;
      order.skillsHi[at] = columns.skillsHi[slot]!;
      order.maxSkills[at] = columns.maxSkills[slot]!;
    }
    order.columns = columns;
    order.version = columns.version;
    order.count = n;
    return order;
  }
}
