import { AUTO_TEAM_HOURS, type FormationPreview } from '@hackmate/shared/contracts';
import type { Db, Queryable } from '../../db/client';
import { eventNotFound, findEvent, requireOrganiser } from '../events';
import { toPublicUser } from '../users';
import { formTeams, requiredRolesMet, type Formation } from './formation';
import { teamsWithRoom, usersByIds } from './formation-repository';
import { blockedPairsAmong, candidates, insertProposal, pendingProposalIds, proposalCount, tryRoundLock } from './round-repository';
import { HOUR, settleProposal } from './round-service';
import { assignRoles } from './roles';
import type { TeamCandidate } from './team-types';
import { utcOffsetMinutes } from './time-zones';

// Organisers' "Form teams now": the same pool as a "Match me" round, with the event's required
// roles and its existing teams filled first. Preview shows it; send stores the new teams as
// auto-team proposals members confirm as usual.

interface Run {
  formation: Formation;
  pool: Awaited<ReturnType<typeof candidates>>;
  people: TeamCandidate[];
  teamNames: Map<string, string>;
  event: NonNullable<Awaited<ReturnType<typeof findEvent>>>;
}

async function run(db: Queryable, userId: string, eventId: string): Promise<Run> {
  await requireOrganiser(db, eventId, userId);
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const pool = event.over ? [] : await candidates(db, eventId);
  const people: TeamCandidate[] = [];
  for (const c of pool) {
    try {
      people.push({ id: c.userId, bring: c.bring, seek: c.seek, commitment: c.commitment, utcOffsetMinutes: utcOffsetMinutes(c.timeZone, event.startsAt) });
    } catch {
      // A zone this runtime does not know: left out rather than misplaced, as in a round.
    }
  }
  const existing = await teamsWithRoom(db, eventId, event.maxTeamSize);
  const keepApart = await blockedPairsAmong(db, [...people.map((p) => p.id), ...existing.flatMap((t) => t.memberIds)]);
  // The same seed for preview and send while nothing changes: what was shown is what is sent.
  const seed = await proposalCount(db, eventId);
  const formation = formTeams(people, { minSize: event.minTeamSize, maxSize: event.maxTeamSize }, { keepApart, seed, existing, requiredRoles: event.requiredRoles });
  return { formation, pool, people, event, teamNames: new Map(existing.map((t) => [t.id, t.name])) };
}

const rolesOf = (r: Run, ids: string[]) => {
  const byId = new Map(r.pool.map((c) => [c.userId, c]));
  return assignRoles(ids.map((id) => ({ id, bring: byId.get(id)!.bring, seek: byId.get(id)!.seek })));
};

/** Too few people of the same commitment to make the smallest team, or the sizes left no place. */
function whyUnplaced(r: Run, id: string): Pick<FormationPreview['unplaced'][number], 'commitment' | 'reason'> {
  const commitment = r.people.find((p) => p.id === id)!.commitment;
  // Those existing teams take are not there to form new teams with.
  const filled = new Set(r.formation.fills.flatMap((f) => f.memberIds));
  const alike = r.people.filter((p) => p.commitment === commitment && !filled.has(p.id)).length;
  return { commitment, reason: alike < Math.max(2, r.event.minTeamSize) ? 'commitment' : 'sizes' };
}

/** What "Form teams now" would propose, for the organiser to review. Nothing is stored. */
export async function previewFormation(db: Db, userId: string, eventId: string): Promise<FormationPreview> {
  const r = await run(db, userId, eventId);
  const { proposal, fills } = r.formation;
  const people = await usersByIds(db, r.pool.map((c) => c.userId));
  const user = (id: string) => toPublicUser(people.get(id)!);
  return {
    pool: r.people.length,
    teams: proposal.teams.map((t) => {
      const roles = rolesOf(r, t.memberIds);
      return {
        members: t.memberIds.map((id) => ({ user: user(id), role: roles.get(id) ?? null })),
        roles: t.roles,
        commitment: t.commitment,
        meetsRequired: requiredRolesMet([t], r.people, r.event.requiredRoles).met === 1,
      };
    }),
    fills: fills.map((f) => ({ team: { _id: f.teamId, name: r.teamNames.get(f.teamId) ?? '' }, members: f.memberIds.map(user) })),
    unplaced: proposal.unplaced.map((id) => ({ user: user(id), ...whyUnplaced(r, id) })),
    requiredRoles: r.event.requiredRoles,
  };
}

/**
 * Sends the new teams as auto-team proposals (members have AUTO_TEAM_HOURS to confirm), under the
 * event's round lock so a "Match me" round cannot propose the same people at once. Pending
 * proposals are settled first, as a round does.
 */
export async function sendFormation(db: Db, userId: string, eventId: string, now = new Date()): Promise<{ proposed: string[] }> {
  return db.transaction(async (tx) => {
    await requireOrganiser(tx, eventId, userId);
    // A round under way: nothing sent now; the organiser tries again in a moment.
    if (!(await tryRoundLock(tx, eventId))) return { proposed: [] };
    for (const id of await pendingProposalIds(tx, eventId)) await settleProposal(tx, id, now);
    const r = await run(tx, userId, eventId);
    const expiresAt = new Date(now.getTime() + AUTO_TEAM_HOURS * HOUR);
    const proposed: string[] = [];
    for (const team of r.formation.proposal.teams) {
      const ids = [...team.memberIds].sort();
      const roles = rolesOf(r, ids);
      proposed.push(await insertProposal(tx, eventId, now, expiresAt, ids.map((id) => ({ userId: id, role: roles.get(id) ?? null }))));
    }
    return { proposed };
  });
}
