import { popcount } from './bits';
import type { CandidateIndex } from './candidate-index';
import { idKeyOf } from './index-keys';
import { activityBand, score, sharedPoints, type ScoreParts } from './score';
import { BucketOrder } from './bucket-order';
import { countShared, forEachAtLevel } from './shared-levels';

/** A set of candidate indexes (matching/index-set.ts). */
export interface IndexLookup extends Iterable<number> {
  readonly size: number;
  has(index: number): boolean;
}

export interface Viewer {
  skillsLo: number;
  skillsHi: number;
  roles: number;
  gradYear: number | null;
  /** Never suggested: themselves and everyone they share a request, block or team decline with. */
  excluded: IndexLookup;
  /** People whose Interested to the viewer awaits an answer: suggested, and ranked higher. */
  likers: IndexLookup;
}

export interface Filter {
  /** Skills of which a candidate must have at least one (0, 0: no skill filter). */
  skillsLo: number;
  skillsHi: number;
  experience: 'beginner' | 'intermediate' | 'experienced' | null;
  gradYears: readonly number[];
}

/** Where the previous page ended: its last (score, id). */
export interface Position {
  score: number;
  id: Uint8Array;
}

export interface Ranked {
  index: number;
  score: number;
  parts: ScoreParts;
}

// One search runs at a time on the event loop: its bucket order and best-so-far are reused scratch.
const buckets = new BucketOrder();

// What each level of shared skills (0…4+) adds.
const SHARED_POINTS = Int16Array.from({ length: 5 }, (_, n) => sharedPoints(n));

const EXPERIENCE = { beginner: [0, 0], intermediate: [1, 3], experienced: [4, 255] } as const;

/**
 * The best so far, best first, in parallel arrays (a search looks at a hundred or so people and
 * keeps k of them): their index, score, activity band and whether they liked the viewer. The
 * parts of the score are put together only for the k kept, at the end. One is reused by every
 * search (they run one at a time on the event loop).
 */
class Best {
  index = new Int32Array(64);
  score = new Int16Array(64);
  band = new Uint8Array(64);
  liked = new Uint8Array(64);
  size = 0;
  k = 0;
  private candidates!: CandidateIndex;

  reset(candidates: CandidateIndex, k: number): this {
    if (this.index.length < k + 1) {
      this.index = new Int32Array(k + 1);
      this.score = new Int16Array(k + 1);
      this.band = new Uint8Array(k + 1);
      this.liked = new Uint8Array(k + 1);
    }
    this.candidates = candidates;
    this.k = k;
    this.size = 0;
    return this;
  }

  get full(): boolean {
    return this.size === this.k;
  }

  /** The k-th best score (only when full). */
  get worstScore(): number {
    return this.score[this.k - 1]!;
  }

  /** Whether (s, i) ranks before the k-th best: always true while there are fewer than k. */
  beatsWorst(s: number, i: number): boolean {
    if (this.size < this.k) return true;
    const worst = this.score[this.k - 1]!;
    return s > worst || (s === worst && this.candidates.idBefore(i, this.index[this.k - 1]!));
  }

  add(i: number, s: number, band: number, liked: boolean): void {
    let at = this.size;
    while (at > 0 && (s > this.score[at - 1]! || (s === this.score[at - 1]! && this.candidates.idBefore(i, this.index[at - 1]!)))) {
      this.index[at] = this.index[at - 1]!;
      this.score[at] = this.score[at - 1]!;
      this.band[at] = this.band[at - 1]!;
      this.liked[at] = this.liked[at - 1]!;
      at--;
    }
    this.index[at] = i;
    this.score[at] = s;
    this.band[at] = band;
    this.liked[at] = liked ? 1 : 0;
    if (this.size < this.k) this.size++;
  }
}

const kept = new Best();

/**
 * The viewer's best `k` candidates after `after`, best first: the exact top-k of the score over
 * everyone who passes the filter, no sampling. Buckets are visited best bound first; inside a
 * bucket, people are read level by level of shared skills (everyone on a level scores the same)
 * in id order (the tie-break), so only those who can still enter the page are looked at, and the
 * search stops as soon as nobody left can beat the k-th best.
 */
export function topK(index: CandidateIndex, viewer: Viewer, filter: Filter, k: number, nowMs: number, after?: Position): Ranked[] {
  const best = kept.reset(index, k);
  const years = filter.gradYears.length > 0 ? new Set(filter.gradYears) : null;
  const anySkill = filter.skillsLo !== 0 || filter.skillsHi !== 0;
  const afterKey = after ? idKeyOf(after.id) : 0;
  const passes = passesFilter(index, viewer, filter);
  const eligible = (i: number, s: number) => (!after || comesAfter(index, s, i, after, afterKey)) && passes(i);

  // Few people await an answer from the viewer: ranked first, with their bonus.
  for (const i of viewer.likers) {
    if (!index.alive[i]) continue;
    const band = activityBand(index.lastActive[i]! * 60_000, nowMs);
    const s = score(partsFor(index, viewer, i, band, true));
    if (best.beatsWorst(s, i) && eligible(i, s)) best.add(i, s, band, true);
  }

  const viewerSkills = skillPositions(viewer);
  const filterSkills = skillPositions(filter);
  buckets.start(index, viewer, years);
  // One visitor for all levels of all buckets (no allocation per bucket).
  let levelScore = 0;
  let band: ScoreParts['band'] = 0;
  const visit = (i: number) => {
    // In id order: once someone ties with the k-th best but comes later, so does the rest.
    if (!best.beatsWorst(levelScore, i)) return false;
    if (!viewer.likers.has(i) && eligible(i, levelScore)) best.add(i, levelScore, band, false);
    return true;
  };
  for (let slot = buckets.next(); slot >= 0; slot = buckets.next()) {
    if (best.full && buckets.bound < best.worstScore) break;
    const base = buckets.base;
    // Everyone here scores above where the last page ended: all of them were shown already.
    if (after && base > after.score) continue;
    const bucket = index.buckets[slot]!;
    if (anySkill && (bucket.skillsLo & filter.skillsLo) === 0 && (bucket.skillsHi & filter.skillsHi) === 0) continue;
    band = bucket.band;
    for (let level = countShared(bucket, viewerSkills); level >= 0; level--) {
      levelScore = base + SHARED_POINTS[level]!;
      if (best.full && levelScore < best.worstScore) break;
      if (after && levelScore > after.score) continue;
      // On the level of the last page's end, everyone up to its id was shown already.
      const from = after && levelScore === after.score ? bucket.positionAfter(after.id, afterKey, index) : 0;
      forEachAtLevel(level, visit, filterSkills, from);
    }
  }
  const ranked: Ranked[] = [];
  for (let n = 0; n < best.size; n++) {
    const i = best.index[n]!;
    ranked.push({ index: i, score: best.score[n]!, parts: partsFor(index, viewer, i, best.band[n] as ScoreParts['band'], best.liked[n] === 1) });
  }
  return ranked;
}

/**
 * Everyone of `among` (a small set, such as the people going to one event) who is not excluded
 * and passes the filter, with the score and parts the feed gives them, in no particular order.
 */
export function scoreAmong(index: CandidateIndex, viewer: Viewer, filter: Filter, among: Iterable<number>, nowMs: number): Ranked[] {
  const passes = passesFilter(index, viewer, filter);
  const scored: Ranked[] = [];
  for (const i of among) {
    if (!index.alive[i] || !passes(i)) continue;
    const parts = partsFor(index, viewer, i, activityBand(index.lastActive[i]! * 60_000, nowMs), viewer.likers.has(i));
    scored.push({ index: i, score: score(parts), parts });
  }
  return scored;
}

/** Whether a candidate may be suggested to the viewer under the filter (SPEC §5), whatever their score. */
function passesFilter(index: CandidateIndex, viewer: Viewer, filter: Filter): (i: number) => boolean {
  const experience = filter.experience ? EXPERIENCE[filter.experience] : null;
  const years = filter.gradYears.length > 0 ? new Set(filter.gradYears) : null;
  const anySkill = filter.skillsLo !== 0 || filter.skillsHi !== 0;
  return (i) =>
    !viewer.excluded.has(i) &&
    (!experience || (index.hackathons[i]! >= experience[0] && index.hackathons[i]! <= experience[1])) &&
    (!years || years.has(index.gradYear[i]!)) &&
    (!anySkill || (index.skillsLo[i]! & filter.skillsLo) !== 0 || (index.skillsHi[i]! & filter.skillsHi) !== 0);
}

function skillPositions({ skillsLo, skillsHi }: { skillsLo: number; skillsHi: number }): number[] {
  const out: number[] = [];
  for (let b = 0; b < 32; b++) if ((skillsLo >>> b) & 1) out.push(b);
  for (let b = 0; b < 32; b++) if ((skillsHi >>> b) & 1) out.push(32 + b);
  return out;
}

function partsFor(index: CandidateIndex, viewer: Viewer, i: number, band: ScoreParts['band'], liked: boolean): ScoreParts {
  const year = index.gradYear[i]!;
  return {
    lackedRoles: index.roles[i]! & ~viewer.roles & 0xff,
    shared: popcount(index.skillsLo[i]! & viewer.skillsLo) + popcount(index.skillsHi[i]! & viewer.skillsHi),
    liked,
    band,
    yearGap: year && viewer.gradYear ? Math.abs(year - viewer.gradYear) : null,
    gaps: index.gaps[i]!,
  };
}

function comesAfter(index: CandidateIndex, s: number, i: number, after: Position, afterKey: number): boolean {
  if (s !== after.score) return s < after.score;
  return index.idAfter(i, after.id, afterKey);
}
