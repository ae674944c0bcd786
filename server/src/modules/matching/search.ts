import { popcount } from './bits';
import type { CandidateIndex } from './candidate-index';
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

// One search runs at a time on the event loop: its bucket order is reused scratch.
const buckets = new BucketOrder();

const EXPERIENCE = { beginner: [0, 0], intermediate: [1, 3], experienced: [4, 255] } as const;

/** Ranking order: higher score first; among equal scores, lower id first. */
const before = (index: CandidateIndex, s: number, i: number, than: Ranked) => s > than.score || (s === than.score && index.idBefore(i, than.index));

/**
 * The viewer's best `k` candidates after `after`, best first: the exact top-k of the score over
 * everyone who passes the filter, no sampling. Buckets are visited best bound first; inside a
 * bucket, people are read level by level of shared skills (everyone on a level scores the same)
 * in id order (the tie-break), so only those who can still enter the page are looked at, and the
 * search stops as soon as nobody left can beat the k-th best.
 */
export function topK(index: CandidateIndex, viewer: Viewer, filter: Filter, k: number, nowMs: number, after?: Position): Ranked[] {
  const best: Ranked[] = [];
  const kth = () => (best.length === k ? best[k - 1]! : null);
  const experience = filter.experience ? EXPERIENCE[filter.experience] : null;
  const years = filter.gradYears.length > 0 ? new Set(filter.gradYears) : null;
  const add = (i: number, s: number, parts: ScoreParts) => {
    let at = best.length;
    while (at > 0 && before(index, s, i, best[at - 1]!)) at--;
    best.splice(at, 0, { index: i, score: s, parts });
    if (best.length > k) best.pop();
  };
  const eligible = (i: number, s: number) =>
    !viewer.excluded.has(i) &&
    (!after || comesAfter(index, s, i, after)) &&
    (!experience || (index.hackathons[i]! >= experience[0] && index.hackathons[i]! <= experience[1])) &&
    (!years || years.has(index.gradYear[i]!)) &&
    (filter.skillsLo === 0 && filter.skillsHi === 0 ? true : (index.skillsLo[i]! & filter.skillsLo) !== 0 || (index.skillsHi[i]! & filter.skillsHi) !== 0);

  // Few people await an answer from the viewer: ranked first, with their bonus.
  for (const i of viewer.likers) {
    if (!index.alive[i]) continue;
    const parts = partsFor(index, viewer, i, activityBand(index.lastActive[i]! * 60_000, nowMs), true);
    const s = score(parts);
    const worst = kth();
    if ((!worst || before(index, s, i, worst)) && eligible(i, s)) add(i, s, parts);
  }

  const viewerSkills = skillPositions(viewer);
  const filterSkills = skillPositions(filter);
  buckets.start(index, viewer, years);
  // One visitor for all levels of all buckets (no allocation per bucket).
  let levelScore = 0;
  let band: ScoreParts['band'] = 0;
  const visit = (i: number) => {
    const last = kth();
    // In id order: once someone ties with the k-th best but comes later, so does the rest.
    if (last && !before(index, levelScore, i, last)) return false;
    if (!viewer.likers.has(i) && eligible(i, levelScore)) add(i, levelScore, partsFor(index, viewer, i, band, false));
    return true;
  };
  for (let slot = buckets.next(); slot >= 0; slot = buckets.next()) {
    if (kth() && buckets.bound < kth()!.score) break;
    const base = buckets.base;
    // Everyone here scores above where the last page ended: all of them were shown already.
    if (after && base > after.score) continue;
    const bucket = index.buckets[slot]!;
    if (filterSkills.length > 0 && (bucket.skillsLo & filter.skillsLo) === 0 && (bucket.skillsHi & filter.skillsHi) === 0) continue;
    band = bucket.band;
    for (let level = countShared(bucket, viewerSkills); level >= 0; level--) {
      levelScore = base + sharedPoints(level);
      const worst = kth();
      if (worst && levelScore < worst.score) break;
      if (after && levelScore > after.score) continue;
      forEachAtLevel(level, visit, filterSkills);
    }
  }
  return best;
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

function comesAfter(index: CandidateIndex, s: number, i: number, after: Position): boolean {
  if (s !== after.score) return s < after.score;
  return Buffer.compare(index.idBytes(i), after.id) > 0;
}
