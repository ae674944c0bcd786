import { ROLE_PEOPLE, ROLES, type Role } from '@hackmate/shared/catalogues';
import { describeTeam, measureTeams, roleMask } from './quality';
import { proposeTeams } from './solver';
import type { Proposal, ProposedTeam, ProposeOptions, TeamCandidate, TeamLimits } from './team-types';

// Organisers' "Form teams now": existing teams take people for their open roles first, the
// solver forms new teams from the rest, then swaps give every new team the roles the organiser
// requires wherever the pool has enough people bringing them. Pure, like the solver.

/** Per team, at least this many members bringing each role (e.g. `{ design: 1 }`). */
export type RequiredRoles = Partial<Record<Role, number>>;

/** A team already at the event: who is in it, the roles they bring, the roles it wants. */
export interface ExistingTeam {
  id: string;
  memberIds: string[];
  memberRoles: Role[][];
  openRoles: Role[];
}

export interface FormationOptions extends ProposeOptions {
  requiredRoles?: RequiredRoles;
  existing?: readonly ExistingTeam[];
}

export interface Formation {
  /** People added to existing teams, per team (only teams that get someone). */
  fills: { teamId: string; memberIds: string[] }[];
  /** New teams among everyone else, with their required roles met where the pool allows. */
  proposal: Proposal;
}

const required = (roles: RequiredRoles | undefined): [Role, number][] =>
  ROLES.filter((r) => (roles?.[r] ?? 0) > 0).map((r) => [r, roles![r]!]);

/**
 * Forms teams for everyone in `candidates` (people in no team who opted in). Hard rules, always:
 * nobody placed twice, team sizes within the limits (existing teams never above `maxSize`), one
 * commitment per new team, nobody with someone they are kept apart from.
 */
export function formTeams(candidates: TeamCandidate[], limits: TeamLimits, options: FormationOptions = {}): Formation {
  const rules = required(options.requiredRoles);
  const apart = new Map<string, Set<string>>();
  for (const [a, b] of options.keepApart ?? []) {
    (apart.get(a) ?? apart.set(a, new Set()).get(a)!).add(b);
    (apart.get(b) ?? apart.set(b, new Set()).get(b)!).add(a);
  }
  const clashes = (id: string, others: readonly string[]) => others.some((o) => apart.get(id)?.has(o));

  // 1. Existing teams, oldest first, fill their open roles: the required ones they lack first.
  const pool = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const taken = new Set<string>();
  const fills: Formation['fills'] = [];
  for (const team of options.existing ?? []) {
    const lacking = rules.filter(([r, n]) => team.memberRoles.filter((m) => m.includes(r)).length < n).map(([r]) => r);
    const wanted = [...new Set([...lacking, ...team.openRoles])];
    const added: string[] = [];
    for (const role of wanted) {
      if (team.memberIds.length + added.length >= limits.maxSize) break;
      const p = pool.find((c) => !taken.has(c.id) && c.bring.includes(role) && !clashes(c.id, [...team.memberIds, ...added]));
      if (!p) continue;
      taken.add(p.id);
      added.push(p.id);
    }
    if (added.length) fills.push({ teamId: team.id, memberIds: added });
  }

  // 2. New teams from the rest, then 3. swaps for the required roles.
  const rest = candidates.filter((c) => !taken.has(c.id));
  const proposal = proposeTeams(rest, limits, options);
  if (rules.length === 0) return { fills, proposal };
  const byId = new Map(rest.map((c) => [c.id, c]));
  const teams = proposal.teams.map((t) => [...t.memberIds]);
  const unplaced = [...proposal.unplaced];
  meetRequiredRoles(teams, unplaced, byId, rules, limits.maxSize, clashes);
  const described = teams.map((ids) => describeTeam(ids.map((id) => byId.get(id)!)));
  unplaced.sort();
  return { fills, proposal: { teams: described, unplaced, quality: measureTeams(described, rest, options.maxOffsetHours) } };
}

/**
 * For each required role, each team short of it takes someone bringing it: an unplaced person of
 * its commitment (added, or swapped for a member the team can spare), else a member of another
 * team of its commitment with more of that role than required (swapped for a member it can
 * spare). Sizes never change but for additions up to `maxSize`; nobody is in two teams.
 */
function meetRequiredRoles(
  teams: string[][],
  unplaced: string[],
  byId: Map<string, TeamCandidate>,
  rules: [Role, number][],
  maxSize: number,
  clashes: (id: string, others: readonly string[]) => boolean,
): void {
  // Role bits per person, so the many counts below stay cheap for thousands of teams.
  const masks = new Map([...byId].map(([id, c]) => [id, roleMask(c.bring)]));
  const bit = (role: Role) => 1 << ROLES.indexOf(role);
  const brings = (id: string, role: Role) => (masks.get(id)! & bit(role)) !== 0;
  const holders = (team: readonly string[], role: Role) => {
    let n = 0;
    for (const id of team) if (brings(id, role)) n++;
    return n;
  };
  // A member the team can lose without falling short of any required role.
  const spare = (team: readonly string[], id: string) => rules.every(([r, n]) => !brings(id, r) || holders(team, r) > n);
  const commitment = (id: string) => byId.get(id)!.commitment;
  let donors: string[][] = [];

  for (const [role, n] of rules) {
    // Teams with more than they need may give one away (checked again at each swap).
    donors = teams.filter((t) => holders(t, role) > n);
    for (const team of teams) {
      const kind = commitment(team[0]!);
      while (holders(team, role) < n) {
        if (!fixOne(team, role, kind)) break;
      }
    }
  }

  function fixOne(team: string[], role: Role, kind: TeamCandidate['commitment']): boolean {
    // Someone left out first: it places one more person, or costs nobody a place.
    for (let i = 0; i < unplaced.length; i++) {
      const p = unplaced[i]!;
      if (commitment(p) !== kind || !brings(p, role)) continue;
      if (team.length < maxSize && !clashes(p, team)) {
        team.push(p);
        unplaced.splice(i, 1);
        return true;
      }
      const m = team.find((id) => !brings(id, role) && spare(team, id) && !clashes(p, team.filter((x) => x !== id)));
      if (m) {
        team[team.indexOf(m)] = p;
        unplaced[i] = m;
        return true;
      }
    }
    for (const donor of donors) {
      if (donor === team || commitment(donor[0]!) !== kind) continue;
      for (const p of donor) {
        if (!brings(p, role) || !spare(donor, p)) continue;
        const m = team.find((id) => !brings(id, role) && spare(team, id) && !clashes(p, team.filter((x) => x !== id)) && !clashes(id, donor.filter((x) => x !== p)));
        if (!m) continue;
        team[team.indexOf(m)] = p;
        donor[donor.indexOf(p)] = m;
        return true;
      }
    }
    return false;
  }
}

/**
 * `design` or `designer`, `design:2` for two a team: a role by its id or as a person
 * (`ROLE_PEOPLE`, first word), for the command line. Throws on anything else.
 */
export function parseRequiredRoles(list: string): RequiredRoles {
  const roles: RequiredRoles = {};
  for (const part of list.split(',').filter(Boolean)) {
    const [name = '', count = '1'] = part.trim().toLowerCase().split(':');
    const role = ROLES.find((r) => r === name || ROLE_PEOPLE[r].toLowerCase().split(' ')[0] === name);
    if (!role || !(Number(count) >= 1)) throw new RangeError(`unknown required role "${part}"`);
    roles[role] = Number(count);
  }
  return roles;
}

/**
 * Teams that meet every required role, out of the teams that could where the pool allows: per
 * commitment and role, no more teams than there are people bringing it, `n` a team.
 */
export function requiredRolesMet(teams: readonly ProposedTeam[], candidates: readonly TeamCandidate[], roles: RequiredRoles): { met: number; possible: number } {
  const rules = required(roles);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const meets = (t: ProposedTeam) => rules.every(([r, n]) => t.memberIds.filter((id) => byId.get(id)!.bring.includes(r)).length >= n);
  let met = 0;
  let possible = 0;
  for (const commitment of new Set(teams.map((t) => t.commitment))) {
    const group = teams.filter((t) => t.commitment === commitment);
    met += group.filter(meets).length;
    const room = rules.map(([r, n]) => Math.floor(candidates.filter((c) => c.commitment === commitment && c.bring.includes(r)).length / n));
    possible += Math.min(group.length, ...room);
  }
  return { met, possible };
}
