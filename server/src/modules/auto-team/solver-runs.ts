import { SCARCITY_SCALE, type Person } from './solver-people';

/**
 * People in one run at most: filling a run takes time growing with its square, and beyond this
 * size a larger run mixed roles no better on the bench (the swaps reach across runs).
 */
const MAX_RUN = 128;

export interface Run {
  people: Person[];
  sizes: number[];
}

/** The fewest teams a run of `n` people makes, as equal as possible (largest first), or null if no split fits the limits. */
function splitSizes(n: number, sizes: { min: number; max: number }): number[] | null {
  const count = Math.ceil(n / sizes.max);
  if (count === 0 || count * sizes.min > n) return null;
  return Array.from({ length: count }, (_, t) => Math.floor(n / count) + (t < n % count ? 1 : 0));
}

// What a choice costs, compared field by field, larger is better: people placed, then (negated)
// teams wider than the window, how scarce the roles of those left out are, teams, the sum of
// squared sizes (equal sizes) and runs (larger runs leave more room to mix roles).
const FIELDS = 6;

/**
 * People sorted along the line, cut into runs by dynamic programming over the line: a run is a
 * stretch of people within the window of each other, split into teams of equal size, or — only
 * where it places more people — one team wider than the window. Whoever falls in no run is left
 * out; among equally good cuts, those whose roles are least scarce are.
 */
export function cutIntoRuns(people: Person[], sizes: { min: number; max: number }, window: number): { runs: Run[]; unplaced: Person[] } {
  const n = people.length;
  const counts = new Array<number>(8).fill(0);
  for (const p of people) for (let b = 0; b < 8; b++) counts[b]! += (p.bring >> b) & 1;
  const scarcity = people.map((p) => {
    let s = 0;
    for (let b = 0; b < 8; b++) if ((p.bring >> b) & 1) s += Math.floor(SCARCITY_SCALE / counts[b]!);
    return s;
  });
  // Runs within the window are never longer than MAX_RUN.
  const split: (number[] | null)[] = Array.from({ length: Math.min(n, MAX_RUN) + 1 }, (_, s) => splitSizes(s, sizes));
  const sumSq = split.map((list) => (list ? list.reduce((a, s) => a + s * s, 0) : 0));

  const best = new Float64Array((n + 1) * FIELDS);
  const from = new Int32Array(n + 1);
  const kind = new Uint8Array(n + 1); // 0 left out, 1 run within the window, 2 one wide team
  const scratch = new Float64Array(FIELDS);
  const consider = (i: number, j: number, k: number, delta: readonly number[]) => {
    for (let f = 0; f < FIELDS; f++) scratch[f] = best[j * FIELDS + f]! + delta[f]!;
    for (let f = 0; f < FIELDS; f++) {
      const diff = scratch[f]! - best[i * FIELDS + f]!;
      if (diff < 0) return;
      if (diff > 0) break;
      if (f === FIELDS - 1) return;
    }
    best.set(scratch, i * FIELDS);
    from[i] = j;
    kind[i] = k;
  };
  for (let i = 1; i <= n; i++) {
    for (let f = 0; f < FIELDS; f++) best[i * FIELDS + f] = -Infinity;
    consider(i, i - 1, 0, [0, 0, -scarcity[i - 1]!, 0, 0, 0]);
    const last = people[i - 1]!.pos;
    for (let j = i - sizes.min; j >= Math.max(0, i - MAX_RUN) && last - people[j]!.pos <= window; j--) {
      const teams = split[i - j];
      if (teams) consider(i, j, 1, [i - j, 0, 0, -teams.length, -sumSq[i - j]!, -1]);
    }
    for (let s = sizes.min; s <= sizes.max && s <= i; s++) {
      const j = i - s;
      if (last - people[j]!.pos > window) consider(i, j, 2, [s, -1, 0, -1, -s * s, -1]);
    }
  }

  const runs: Run[] = [];
  const unplaced: Person[] = [];
  for (let i = n; i > 0; i = from[i]!) {
    const j = from[i]!;
    if (kind[i] === 0) unplaced.push(people[i - 1]!);
    else runs.push({ people: people.slice(j, i), sizes: kind[i] === 1 ? split[i - j]! : [i - j] });
  }
  return { runs: runs.reverse(), unplaced };
}
