import { COMMITMENTS, TEAM_MAX_SIZE_FLOOR, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@hackmate/shared/contracts';
import { describeTeam, measureTeams, roleMask } from './quality';
import { linePositions } from './time-zones';
import type { Proposal, ProposedTeam, ProposeOptions, TeamCandidate, TeamLimits } from './team-types';

export type { Proposal, ProposedTeam, ProposeOptions, TeamCandidate, TeamLimits, TeamQuality } from './team-types';

/**
 * A team's role score: two for each distinct role it holds, one for each member who seeks a role
 * and gets it from a teammate. On the bench (1,000 people, limits 2–4, five crowds) role coverage
 * is 0.981 with 88 % of wishes met; ignoring wishes gives 0.998 but meets 51 %. Weights 1:1 or 3:1
 * land within half a point of 2:1, which keeps distinct roles first.
 */
const COVER_WEIGHT = 2;
const SEEK_WEIGHT = 1;
/** Rounds of swaps between teams; a round without an improving swap ends the search sooner. */
const MAX_ROUNDS = 8;
/** Swaps looked at per commitment, at most: bounds the time on any input. */
const SWAP_BUDGET = 2_000_000;
const SCARCITY_SCALE = 1_000_000;
/** Taken off a team's score for each pair in it that must be kept apart: worth more than any roles. */
const CLASH_PENALTY = 1_000;
/**
 * People in one run at most: filling a run takes time growing with its square, and beyond this
 * size a larger run mixed roles no better on the bench (the swaps reach across runs).
 */
const MAX_RUN = 128;
/** Teams after each team, in order along the line, that swaps are tried with. */
const NEIGHBOURS = 32;

interface Person {
  candidate: TeamCandidate;
  id: string;
  bring: number;
  seek: number;
  /** Minutes along the commitment's line of offsets (time-zones.ts `linePositions`). */
  pos: number;
  /** Seeded tie-breaker. */
  rank: number;
  /** People of the same commitment never to be in a team with this one, if any. */
  apart: Set<Person> | null;
}

interface Team {
  members: Person[];
  score: number;
  lo: number;
  hi: number;
}

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, m) => {
  let n = 0;
  for (let b = m; b; b &= b - 1) n++;
  return n;
});

/**
 * Proposes teams among the people of one event who asked to be matched. Pure and deterministic:
 * the same candidates (in any order), limits and seed give the same proposal.
 *
 * Hard rules: every team has between max(2, minSize) and maxSize members (a team of one is not a
 * match, so with minSize 1 teams still start at two), all of one commitment; nobody is in two
 * teams, nor in one with someone they are kept apart from. Then, in this order: as many people
 * placed as the sizes allow; everyone in a team within `maxOffsetHours` of each other, a wider
 * team only where it places people who would otherwise be left out; as many distinct roles per
 * team as possible, more for roles members seek; sizes equal and near maxSize (5 + 5 rather than
 * 8 + 2). How it goes about it: README.md beside this file.
 *
 * Throws a RangeError for limits outside the rules above, an unknown role or commitment, a
 * repeated id or an offset that is not a finite number.
 */
export function proposeTeams(candidates: TeamCandidate[], limits: TeamLimits, options: ProposeOptions = {}): Proposal {
  const { minSize, maxSize } = limits;
  if (!Number.isInteger(minSize) || !Number.isInteger(maxSize) || minSize < TEAM_SIZE_MIN || maxSize > TEAM_SIZE_MAX || maxSize < TEAM_MAX_SIZE_FLOOR || minSize > maxSize) {
    throw new RangeError(`proposeTeams: limits must be whole numbers with ${TEAM_SIZE_MIN} ≤ minSize ≤ maxSize ≤ ${TEAM_SIZE_MAX} and maxSize ≥ ${TEAM_MAX_SIZE_FLOOR}`);
  }
  const maxOffsetHours = options.maxOffsetHours ?? 3;
  if (!(maxOffsetHours >= 0) || !Number.isFinite(maxOffsetHours)) throw new RangeError('proposeTeams: maxOffsetHours must be a number ≥ 0');
  const seed = (options.seed ?? 0) >>> 0;
  const ids = new Set<string>();
  for (const c of candidates) {
    if (ids.has(c.id)) throw new RangeError(`proposeTeams: candidate "${c.id}" appears twice`);
    ids.add(c.id);
    if (!COMMITMENTS.includes(c.commitment)) throw new RangeError(`proposeTeams: unknown commitment "${String(c.commitment)}"`);
    if (!Number.isFinite(c.utcOffsetMinutes)) throw new RangeError(`proposeTeams: candidate "${c.id}" has no valid UTC offset`);
  }

  const sizes = { min: Math.max(2, minSize), max: maxSize };
  const window = maxOffsetHours * 60;
  const teams: ProposedTeam[] = [];
  const unplaced: string[] = [];
  for (const commitment of COMMITMENTS) {
    const group = candidates.filter((c) => c.commitment === commitment);
    const result = solveGroup(group, sizes, window, seed, options.keepApart ?? []);
    teams.push(...result.teams.map((members) => describeTeam(members.map((p) => p.candidate))));
    unplaced.push(...result.unplaced.map((p) => p.id));
  }
  unplaced.sort(byString);
  return { teams, unplaced, quality: measureTeams(teams, candidates, maxOffsetHours) };
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPlace = (a: Person, b: Person) => a.pos - b.pos || a.rank - b.rank || byString(a.id, b.id);

function solveGroup(
  group: TeamCandidate[],
  sizes: { min: number; max: number },
  window: number,
  seed: number,
  keepApart: ReadonlyArray<readonly [string, string]>,
): { teams: Person[][]; unplaced: Person[] } {
  const positions = linePositions(group.map((c) => c.utcOffsetMinutes));
  const people: Person[] = group.map((candidate, i) => ({
    candidate,
    id: candidate.id,
    bring: roleMask(candidate.bring),
    seek: roleMask(candidate.seek),
    pos: positions[i]!,
    rank: tieBreaker(candidate.id, seed),
    apart: null,
  }));
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const [a, b] of keepApart) {
    const pa = byId.get(a);
    const pb = byId.get(b);
    if (!pa || !pb || pa === pb) continue;
    (pa.apart ??= new Set()).add(pb);
    (pb.apart ??= new Set()).add(pa);
  }
  people.sort(byPlace);
  const { runs, unplaced } = cutIntoRuns(people, sizes, window);
  const teams: Team[] = [];
  for (const run of runs) for (const members of assemble(run.people, run.sizes)) teams.push(teamOf(members));
  improve(teams, window);
  const kept = partClashes(teams, sizes.min, unplaced);
  const ordered = kept.map((t) => [...t.members].sort(byPlace)).sort((a, b) => byPlace(a[0]!, b[0]!));
  return { teams: ordered, unplaced };
}

// ───────────────────────────── cutting the line into runs ─────────────────────────────

interface Run {
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
function cutIntoRuns(people: Person[], sizes: { min: number; max: number }, window: number): { runs: Run[]; unplaced: Person[] } {
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

// ───────────────────────────── filling teams with roles ─────────────────────────────

/** A team's role score (see COVER_WEIGHT): distinct roles held, and roles members seek that a teammate brings. */
function score(members: readonly Person[], at = -1, swapIn: Person | null = null): number {
  const n = members.length;
  // Roles one member brings, and roles two or more do: a member's teammates hold `multi` and
  // whatever else is covered that the member does not bring.
  let covered = 0;
  let multi = 0;
  for (let i = 0; i < n; i++) {
    const bring = i === at ? swapIn!.bring : members[i]!.bring;
    multi |= covered & bring;
    covered |= bring;
  }
  let met = 0;
  let clashes = 0;
  for (let i = 0; i < n; i++) {
    const m = i === at ? swapIn! : members[i]!;
    if (m.seek) met += POPCOUNT[m.seek & (multi | (covered & ~m.bring))]!;
    if (m.apart) for (let j = i + 1; j < n; j++) if (m.apart.has(j === at ? swapIn! : members[j]!)) clashes++;
  }
  return COVER_WEIGHT * POPCOUNT[covered]! + SEEK_WEIGHT * met - CLASH_PENALTY * clashes;
}

/**
 * The last word on pairs kept apart, once swaps could not part them: the member of a team with the
 * most such teammates leaves it, until none is left; a team that falls below the minimum size is
 * dissolved. Whoever leaves joins `unplaced`.
 */
function partClashes(teams: Team[], minSize: number, unplaced: Person[]): Team[] {
  const kept: Team[] = [];
  for (const team of teams) {
    const members = [...team.members];
    for (;;) {
      const clashing = members.map((m) => members.filter((o) => m.apart?.has(o)).length);
      const worst = Math.max(0, ...clashing);
      if (worst === 0) break;
      // The last of those with most clashes along the line leaves.
      const leaving = members.filter((_, i) => clashing[i] === worst).sort(byPlace).pop()!;
      members.splice(members.indexOf(leaving), 1);
      unplaced.push(leaving);
    }
    if (members.length >= minSize) kept.push(teamOf(members));
    else unplaced.push(...members);
  }
  return kept;
}

function teamOf(members: Person[]): Team {
  let lo = Infinity;
  let hi = -Infinity;
  for (const m of members) {
    lo = Math.min(lo, m.pos);
    hi = Math.max(hi, m.pos);
  }
  return { members, score: score(members), lo, hi };
}

/**
 * Fills the teams of one run: each starts with one of the people whose roles are scarcest in the
 * run, then the emptiest team in turn takes whoever adds the most to its score (on a tie, the one
 * with the commonest roles, keeping scarce people for teams that need them).
 */
function assemble(run: Person[], sizes: number[]): Person[][] {
  if (sizes.length === 1) return [run];
  const counts = new Array<number>(8).fill(0);
  for (const p of run) for (let b = 0; b < 8; b++) counts[b]! += (p.bring >> b) & 1;
  const scarcity = new Map<Person, number>();
  for (const p of run) {
    let s = 0;
    for (let b = 0; b < 8; b++) if ((p.bring >> b) & 1) s += SCARCITY_SCALE / counts[b]!;
    scarcity.set(p, s);
  }
  const remaining = [...run].sort((a, b) => scarcity.get(b)! - scarcity.get(a)! || a.rank - b.rank || byString(a.id, b.id));
  const teams = sizes.map((_, t) => [remaining[t]!]);
  const scores = teams.map((members) => score(members));
  remaining.splice(0, sizes.length);
  while (remaining.length) {
    let t = -1;
    for (let u = 0; u < teams.length; u++) {
      if (teams[u]!.length >= sizes[u]!) continue;
      if (t < 0 || teams[u]!.length < teams[t]!.length || (teams[u]!.length === teams[t]!.length && scores[u]! < scores[t]!)) t = u;
    }
    const team = teams[t]!;
    let pick = -1;
    let bestScore = -Infinity;
    for (let r = remaining.length - 1; r >= 0; r--) {
      team.push(remaining[r]!);
      const s = score(team);
      team.pop();
      if (s > bestScore) {
        bestScore = s;
        pick = r;
      }
    }
    team.push(remaining.splice(pick, 1)[0]!);
    scores[t] = bestScore;
  }
  return teams;
}

/**
 * Swaps people between teams near each other on the line while a swap helps: first if it parts a
 * pair to be kept apart, then if it brings a team within the window, else if it raises the two
 * teams' role score. No swap widens a team
 * beyond the window (or beyond its own width, for a team already wider), so sizes, commitments and
 * time zones hold; rounds and swaps looked at are bounded.
 */
function improve(teams: Team[], window: number): void {
  let budget = SWAP_BUDGET;
  for (let round = 0; round < MAX_ROUNDS && budget > 0; round++) {
    teams.sort((a, b) => a.lo - b.lo || a.hi - b.hi || byPlace(a.members[0]!, b.members[0]!));
    let improved = false;
    for (let ai = 0; ai < teams.length && budget > 0; ai++) {
      const a = teams[ai]!;
      for (let bi = ai + 1; bi < Math.min(teams.length, ai + 1 + NEIGHBOURS) && budget > 0; bi++) {
        const b = teams[bi]!;
        if (b.lo > a.hi + window) break;
        if (a.lo > b.hi + window) continue;
        const tried = trySwaps(a, b, window);
        budget -= tried.looked;
        if (tried.swapped) improved = true;
      }
    }
    if (!improved) break;
  }
}

function widthWith(team: Team, at: number, swapIn: Person): number {
  let lo = swapIn.pos;
  let hi = swapIn.pos;
  for (let i = 0; i < team.members.length; i++) {
    if (i === at) continue;
    const p = team.members[i]!.pos;
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  return hi - lo;
}

function trySwaps(a: Team, b: Team, window: number): { looked: number; swapped: boolean } {
  let looked = 0;
  let swapped = false;
  for (let x = 0; x < a.members.length; x++) {
    for (let y = 0; y < b.members.length; y++) {
      const px = a.members[x]!;
      const py = b.members[y]!;
      const widthA = a.hi - a.lo;
      const widthB = b.hi - b.lo;
      // Two people with the same roles change nothing, unless a team is wider than the window or
      // someone must be kept apart from someone.
      if (px.bring === py.bring && px.seek === py.seek && widthA <= window && widthB <= window && !px.apart && !py.apart) continue;
      looked++;
      const newWidthA = widthWith(a, x, py);
      const newWidthB = widthWith(b, y, px);
      if (newWidthA > Math.max(window, widthA) || newWidthB > Math.max(window, widthB)) continue;
      const within = Number(newWidthA <= window) + Number(newWidthB <= window) - Number(widthA <= window) - Number(widthB <= window);
      const scoreA = score(a.members, x, py);
      const scoreB = score(b.members, y, px);
      const gain = scoreA + scoreB - a.score - b.score;
      // Roles move a score by far less than half a clash: first fewer clashes, then teams within
      // the window, then roles.
      const parted = Math.round(gain / CLASH_PENALTY);
      if (parted < 0 || (parted === 0 && (within < 0 || (within === 0 && gain <= 0)))) continue;
      a.members[x] = py;
      b.members[y] = px;
      Object.assign(a, teamOf(a.members));
      Object.assign(b, teamOf(b.members));
      swapped = true;
      break;
    }
  }
  return { looked, swapped };
}

/** A number from the id and the seed (FNV-1a, then a 32-bit finalizer): ties fall the same way for the same seed, whatever the input order. */
function tieBreaker(id: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
