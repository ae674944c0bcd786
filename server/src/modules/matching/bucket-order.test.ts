import { popcount } from './bits';
import { BucketOrder } from './bucket-order';
import { CandidateIndex, type Candidate } from './candidate-index';
import { activityBand, score } from './score';
import { NOW, population } from '../../testing/candidates';

/** The best score anyone in the bucket at `slot` reaches for the viewer, from the people themselves. */
function bestIn(index: CandidateIndex, slot: number, viewer: Candidate): number {
  const bucket = index.buckets[slot]!;
  let best = -Infinity;
  for (let m = 0; m < bucket.size; m++) {
    const i = bucket.members[m]!;
    const year = index.gradYear[i]!;
    const parts = {
      lackedRoles: index.roles[i]! & ~viewer.roles & 0xff,
      shared: popcount(index.skillsLo[i]! & viewer.skillsLo) + popcount(index.skillsHi[i]! & viewer.skillsHi),
      liked: false,
      band: activityBand(index.lastActive[i]! * 60_000, NOW),
      yearGap: year && viewer.gradYear ? Math.abs(year - viewer.gradYear) : null,
      gaps: index.gaps[i]!,
    };
    best = Math.max(best, score(parts));
  }
  return best;
}

/** Everything the order hands out for one viewer: slot, bound and base, in order. */
function drain(order: BucketOrder): { slot: number; bound: number; base: number }[] {
  const out = [];
  for (let slot = order.next(); slot >= 0; slot = order.next()) out.push({ slot, bound: order.bound, base: order.base });
  return out;
}

describe('BucketOrder', () => {
  const everyone = population(6_000, 11);
  const index = new CandidateIndex(16);
  for (const c of everyone) index.upsert(c, NOW);
  // Removals move the last bucket into the emptied slot: the columns must follow.
  for (const c of everyone.slice(0, 2_000)) index.remove(c.id);

  it.each([
    ['no year filter', null],
    ['graduating in 2024 or 2025', new Set([2024, 2025])],
  ] as const)('%s: hands out every bucket once, best bound first, and no one beats their bucket’s bound', (_name, years) => {
    const order = new BucketOrder();
    for (const viewer of everyone.slice(2_000, 2_030)) {
      order.start(index, viewer, years);
      const got = drain(order);
      const expected = index.buckets.filter((b) => !years || years.has(b.year)).length;
      expect(got).toHaveLength(expected);
      expect(new Set(got.map((g) => g.slot)).size).toBe(expected);
      got.forEach((g, n) => {
        if (n > 0) expect(g.bound).toBeLessThanOrEqual(got[n - 1]!.bound);
        expect(bestIn(index, g.slot, viewer)).toBeLessThanOrEqual(g.bound);
        expect(g.base).toBeLessThanOrEqual(g.bound);
      });
    }
  });

  it('follows the buckets as they change between searches', () => {
    const order = new BucketOrder();
    const viewer = everyone[2_500]!;
    order.start(index, viewer, null);
    drain(order);
    // New people make new buckets and widen others; some leave, emptying buckets.
    const newcomers = population(500, 99);
    for (const c of newcomers) index.upsert(c, NOW);
    for (const c of everyone.slice(2_000, 2_300)) index.remove(c.id);
    order.start(index, viewer, null);
    const got = drain(order);
    expect(got).toHaveLength(index.buckets.length);
    for (const g of got) expect(bestIn(index, g.slot, viewer)).toBeLessThanOrEqual(g.bound);
  });

  it('stays right for more sets of roles than it keeps orders for, and again after one was let go', () => {
    const order = new BucketOrder();
    const base = everyone[2_600]!;
    const wrong: string[] = [];
    const check = (roles: number) => {
      const viewer = { ...base, roles };
      order.start(index, viewer, null);
      const got = drain(order);
      if (got.length !== index.buckets.length) wrong.push(`${roles}: ${got.length} buckets`);
      got.forEach((g, n) => {
        if (n > 0 && g.bound > got[n - 1]!.bound) wrong.push(`${roles}: out of order at ${n}`);
        if (bestIn(index, g.slot, viewer) > g.bound) wrong.push(`${roles}: bucket ${g.slot} beats its bound`);
      });
    };
    for (let roles = 0; roles < 80; roles++) check(roles);
    check(0);
    expect(wrong).toEqual([]);
  });

  it('starts over for each viewer, whatever the last search handed out', () => {
    const order = new BucketOrder();
    const [first, second] = everyone.slice(3_000, 3_002) as [Candidate, Candidate];
    order.start(index, first, null);
    order.next();
    order.start(index, second, null);
    const fresh = new BucketOrder();
    fresh.start(index, second, null);
    expect(drain(order).map((g) => g.bound)).toEqual(drain(fresh).map((g) => g.bound));
  });
});
