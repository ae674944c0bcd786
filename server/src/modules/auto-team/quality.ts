import { ROLES, type Role } from '@hackmate/shared/catalogues';
import { COMMITMENTS, type Commitment } from '@hackmate/shared/contracts';
import { offsetSpreadMinutes } from './time-zones';
import type { ProposedTeam, TeamCandidate, TeamLimits, TeamQuality } from './team-types';

/** A set of roles as bits, in catalogue order (the same bits as the matching engine's role masks). */
export function roleMask(roles: readonly Role[]): number {
  let mask = 0;
  for (const role of roles) {
    const bit = ROLES.indexOf(role);
    if (bit < 0) throw new RangeError(`unknown role "${String(role)}"`);
    mask |= 1 << bit;
  }
  return mask;
}

export const rolesOf = (mask: number): Role[] => ROLES.filter((_, bit) => (mask >> bit) & 1);

export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Roles someone of each commitment brings: what a team of that commitment could hold at best. */
function poolRoles(candidates: readonly TeamCandidate[]): Map<Commitment, number> {
  const pool = new Map<Commitment, number>(COMMITMENTS.map((c) => [c, 0]));
  for (const c of candidates) pool.set(c.commitment, pool.get(c.commitment)! | roleMask(c.bring));
  return pool;
}

/**
 * How good a set of teams is (the numbers in `Proposal.quality`):
 *
 * - `placedShare`: people in a team / people who asked (0 when nobody asked).
 * - `roleCoverage`: the mean over teams of distinct roles the team holds / the most it could hold,
 *   min(team size, distinct roles brought by anyone of its commitment), capped at 1 (someone may
 *   bring two roles). A team of four holding frontend, backend and design when the pool also has
 *   ML people scores 3/4; a team of three with three roles scores 1. 0 when there are no teams.
 * - `withinThreeHoursShare`: teams whose members are pairwise within `maxOffsetHours` (3 h unless
 *   the caller chose otherwise) on the clock / teams. 0 when there are no teams.
 */
export function measureTeams(teams: readonly ProposedTeam[], candidates: readonly TeamCandidate[], maxOffsetHours = 3): TeamQuality {
  const pool = poolRoles(candidates);
  let placed = 0;
  let coverage = 0;
  let within = 0;
  for (const team of teams) {
    placed += team.memberIds.length;
    const best = Math.min(team.memberIds.length, bitCount(pool.get(team.commitment) ?? 0));
    coverage += best === 0 ? 1 : Math.min(1, team.roles.length / best);
    if (team.offsetSpreadHours <= maxOffsetHours) within++;
  }
  return {
    placedShare: candidates.length ? placed / candidates.length : 0,
    roleCoverage: teams.length ? coverage / teams.length : 0,
    withinThreeHoursShare: teams.length ? within / teams.length : 0,
  };
}

/**
 * Roles people seek that a teammate brings: `met` of `wanted`, counting each placed person's
 * sought roles that someone else of their commitment brings at all (a role nobody offers cannot
 * be met by any proposal).
 */
export function soughtRolesMet(teams: readonly ProposedTeam[], candidates: readonly TeamCandidate[]): { met: number; wanted: number } {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const offered = new Map<Commitment, number[]>(COMMITMENTS.map((c) => [c, new Array<number>(ROLES.length).fill(0)]));
  for (const c of candidates) {
    const counts = offered.get(c.commitment)!;
    for (const role of new Set(c.bring)) counts[ROLES.indexOf(role)]!++;
  }
  let met = 0;
  let wanted = 0;
  for (const team of teams) {
    const members = team.memberIds.map((id) => byId.get(id)!);
    const counts = offered.get(team.commitment)!;
    for (const m of members) {
      const own = roleMask(m.bring);
      let others = 0;
      for (const o of members) if (o !== m) others |= roleMask(o.bring);
      for (const role of new Set(m.seek)) {
        const bit = ROLES.indexOf(role);
        // Offered by someone other than the seeker.
        if (counts[bit]! - ((own >> bit) & 1) <= 0) continue;
        wanted++;
        if ((others >> bit) & 1) met++;
      }
    }
  }
  return { met, wanted };
}

/** A proposed team from its members, as the solver and the baseline report it. */
export function describeTeam(members: readonly TeamCandidate[]): ProposedTeam {
  let covered = 0;
  for (const m of members) covered |= roleMask(m.bring);
  return {
    memberIds: members.map((m) => m.id),
    roles: rolesOf(covered),
    offsetSpreadHours: offsetSpreadMinutes(members.map((m) => m.utcOffsetMinutes)) / 60,
    commitment: members[0]!.commitment,
  };
}

/**
 * The naive proposal the solver is measured against: per commitment, people in order of their UTC
 * offset cut into the fewest runs of equal size the limits allow (the last ones left out when the
 * count does not fit), with no regard for roles.
 */
export function fillInOrder(candidates: readonly TeamCandidate[], limits: TeamLimits): ProposedTeam[] {
  const teams: ProposedTeam[] = [];
  const minSize = Math.max(2, limits.minSize);
  for (const commitment of COMMITMENTS) {
    const group = candidates.filter((c) => c.commitment === commitment).sort((a, b) => a.utcOffsetMinutes - b.utcOffsetMinutes);
    let n = group.length;
    while (n > 0 && Math.ceil(n / limits.maxSize) * minSize > n) n--;
    const count = Math.ceil(n / limits.maxSize);
    let start = 0;
    for (let t = 0; t < count; t++) {
      const size = Math.floor(n / count) + (t < n % count ? 1 : 0);
      teams.push(describeTeam(group.slice(start, start + size)));
      start += size;
    }
  }
  return teams;
}
