import { byPlace, byString, SCARCITY_SCALE, type Person, type Team } from './solver-people';

// Filling the teams of each run with roles, then swapping people between teams while it helps.

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
/** Taken off a team's score for each pair in it that must be kept apart: worth more than any roles. */
const CLASH_PENALTY = 1_000;
/** Teams after each team, in order along the line, that swaps are tried with. */
const NEIGHBOURS = 32;

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, m) => {
  let n = 0;
  for (let b = m; b; b &= b - 1) n++;
  return n;
});

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
export function partClashes(teams: Team[], minSize: number, unplaced: Person[]): Team[] {
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

export function teamOf(members: Person[]): Team {
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
export function assemble(run: Person[], sizes: number[]): Person[][] {
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
export function improve(teams: Team[], window: number): void {
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
