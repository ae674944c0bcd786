import { COMMITMENTS, TEAM_MAX_SIZE_FLOOR, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@hackmate/shared/contracts';
import { describeTeam, measureTeams, roleMask } from './quality';
import { byPlace, byString, type Person, type Team } from './solver-people';
import { assemble, improve, partClashes, teamOf } from './solver-roles';
import { cutIntoRuns } from './solver-runs';
import { linePositions } from './time-zones';
import type { Proposal, ProposedTeam, ProposeOptions, TeamCandidate, TeamLimits } from './team-types';

export type { Proposal, ProposedTeam, ProposeOptions, TeamCandidate, TeamLimits, TeamQuality } from './team-types';

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
