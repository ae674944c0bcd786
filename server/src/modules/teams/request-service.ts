import type { TeamRequest, TeamRequestAnswer } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { teams } from '../../db/schema';
import { conflict, forbidden } from '../../lib/http-errors';
import { eventOver, isInTeamAt, requireTeamsOpen, upsertAttendance } from '../events';
import { enqueue } from '../notifications';
import { canSee, holds } from '../safety';
import {
  blockedWithMember,
  countMembers,
  hasOpenRole,
  insertMember,
  isLooking,
  lockAttendance,
  lockTeam,
  selectTeams,
  takeOpenRole,
  teamVisibleTo,
} from './repository';
import {
  cancelAfterJoin,
  closeRequest,
  findRequestParties,
  insertRequest,
  requestStatus,
  type NewTeamRequest,
  type RequestParties,
} from './request-repository';
import { NOT_PENDING, teamNotFound, userNotFound, requestNotFound, notOwner, teamFull, alreadyInTeam, joinRefusal } from './refusals';
import { getRequest } from './read-service';

// Invites and join requests: sending, asking, answering.

function storeRequest(tx: Queryable, values: NewTeamRequest, alreadyAsked: string): Promise<string> {
  return insertRequest(tx, values).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict(alreadyAsked, 'ALREADY_ASKED');
    throw err;
  });
}

/**
 * The owner invites a person who is looking for a team at the event. Someone unknown, hidden, or in
 * a block with anyone in the team is 404 (as unknown); not looking, already in a team, a full team
 * or an open request between them is 409.
 */
export async function invite(db: Db, userId: string, teamId: string, body: { userId: string; role?: TeamRequest['role']; message?: string }): Promise<TeamRequest> {
  const personId = body.userId;
  const requestId = await db.transaction(async (tx) => {
    const [summary] = await selectTeams(tx, and(eq(teams.id, teamId), teamVisibleTo(userId, teams.id)));
    if (!summary) throw teamNotFound();
    if (summary.team.ownerId !== userId) throw notOwner();
    if (summary.eventOver) throw eventOver();
    const eventId = summary.team.eventId;
    await requireTeamsOpen(tx, eventId, userId);
    // The person, then the team: the order every path that changes a membership takes.
    await lockAttendance(tx, eventId, personId, 'share');
    const team = await lockTeam(tx, teamId, 'share');
    if (!team) throw teamNotFound();
    if (team.owner_id !== userId) throw notOwner();
    if (!(await canSee(tx, userId, personId)) || (await holds(tx, blockedWithMember(teamId, personId)))) throw userNotFound();
    if (await isInTeamAt(tx, eventId, personId)) throw alreadyInTeam('them');
    if (!(await isLooking(tx, eventId, personId))) throw conflict('This person is not looking for a team at this event.', 'NOT_LOOKING');
    if (team.members >= team.max_team_size) throw teamFull();
    const id = await storeRequest(
      tx,
      { kind: 'invite', teamId, eventId, userId: personId, role: body.role ?? null, message: body.message ?? '' },
      'This person already has an open invite or join request with your team.',
    );
    await enqueue(tx, [{ userId: personId, event: 'team-invite', actorId: userId, subjectId: id }]);
    return id;
  });
  return getRequest(db, requestId);
}

/**
 * A person looking for a team at the event asks to join one, for one of its open roles. A team
 * with anyone in a block with them is 404 (as unknown).
 */
export async function askToJoin(db: Db, userId: string, teamId: string, body: { role?: TeamRequest['role']; message?: string }): Promise<TeamRequest> {
  const requestId = await db.transaction(async (tx) => {
    const [summary] = await selectTeams(tx, and(eq(teams.id, teamId), teamVisibleTo(userId, teams.id)));
    if (!summary) throw teamNotFound();
    if (summary.eventOver) throw eventOver();
    const eventId = summary.team.eventId;
    await requireTeamsOpen(tx, eventId, userId);
    await lockAttendance(tx, eventId, userId, 'share');
    const team = await lockTeam(tx, teamId, 'share');
    if (!team) throw teamNotFound();
    if (await isInTeamAt(tx, eventId, userId)) throw alreadyInTeam('me');
    if (!(await isLooking(tx, eventId, userId))) throw conflict('Mark yourself as looking for a team at this event first.', 'NOT_LOOKING');
    if (body.role && !(await hasOpenRole(tx, teamId, body.role))) throw conflict('This team is not looking for that role.', 'ROLE_NOT_OPEN');
    if (team.members >= team.max_team_size) throw teamFull();
    const id = await storeRequest(
      tx,
      { kind: 'join', teamId, eventId, userId, role: body.role ?? null, message: body.message ?? '' },
      'You already asked to join this team, or it invited you.',
    );
    await enqueue(tx, [{ userId: team.owner_id, event: 'join-request', actorId: userId, subjectId: id }]);
    return id;
  });
  return getRequest(db, requestId);
}

/**
 * Who may give which answer: an invite is accepted or declined by the person invited and withdrawn
 * by the team's owner; a join request is accepted or declined by the owner and withdrawn by the
 * person who asked. Anyone else, or a request with someone hidden from the caller, is 404.
 */
async function checkAnswerer(tx: Queryable, r: RequestParties, userId: string, answer: TeamRequestAnswer): Promise<void> {
  const isPerson = r.userId === userId;
  const isOwner = r.ownerId === userId;
  if (!isPerson && !isOwner) throw requestNotFound();
  if (!(await canSee(tx, userId, isPerson ? r.ownerId : r.userId))) throw requestNotFound();
  const receiver = r.kind === 'invite' ? isPerson : isOwner;
  if (receiver === (answer === 'withdrawn')) {
    throw forbidden(
      answer === 'withdrawn' ? 'Only the sender can withdraw this.' : r.kind === 'invite' ? 'Only the person invited can answer an invite.' : "Only the team's owner can answer a join request.",
      'NOT_YOUR_ANSWER',
    );
  }
}

/**
 * Accepting, in one transaction: the person's attendance row is locked first (they become Going and
 * their post ends), then the team; the request closes, the member is added (the database refuses
 * a full team or a second team at the event), the role's open count drops, their other pending
 * requests at the event are cancelled, and a team that is now full has its own cancelled.
 */
async function accept(tx: Queryable, r: RequestParties, userId: string): Promise<void> {
  await upsertAttendance(tx, r.eventId, r.userId, null);
  const team = await lockTeam(tx, r.teamId, 'update');
  // The team changed hands or was deleted meanwhile.
  if (!team || (r.kind === 'join' && team.owner_id !== userId)) throw requestNotFound();
  if (await holds(tx, blockedWithMember(r.teamId, r.userId))) throw requestNotFound();
  const who = r.userId === userId ? 'me' : 'them';
  // Read after the locks, so a join that got in first is seen. When it cancelled this request on
  // its way (the person joined elsewhere, the team filled), that reason is the clearer answer.
  // The database refuses both on its own anyway (insertMember).
  const members = await countMembers(tx, r.teamId);
  const status = await requestStatus(tx, r.id);
  if (!team.ended && (status === 'pending' || status === 'cancelled')) {
    if (await isInTeamAt(tx, r.eventId, r.userId)) throw alreadyInTeam(who);
    if (members >= team.max_team_size) throw teamFull();
  }
  if (!(await closeRequest(tx, r.id, 'accepted'))) throw conflict(NOT_PENDING, 'NOT_PENDING');
  await insertMember(tx, { teamId: r.teamId, eventId: r.eventId, userId: r.userId, role: r.role }).catch((err: unknown) => joinRefusal(err, who));
  if (r.role) await takeOpenRole(tx, r.teamId, r.role);
  await cancelAfterJoin(tx, { requestId: r.id, eventId: r.eventId, userId: r.userId, teamId: r.teamId, teamFull: members + 1 >= team.max_team_size });
}

export async function answerRequest(db: Db, userId: string, requestId: string, answer: TeamRequestAnswer): Promise<TeamRequest> {
  await db.transaction(async (tx) => {
    const r = await findRequestParties(tx, requestId);
    if (!r) throw requestNotFound();
    await checkAnswerer(tx, r, userId, answer);
    await requireTeamsOpen(tx, r.eventId, userId);
    if (answer === 'accepted') await accept(tx, r, userId);
    else if (!(await closeRequest(tx, r.id, answer))) throw conflict(NOT_PENDING, 'NOT_PENDING');
    // Whoever asked hears the answer; a withdrawal tells nobody (the inbox simply drops it).
    if (answer !== 'withdrawn') {
      const asker = r.kind === 'invite' ? r.ownerId : r.userId;
      await enqueue(tx, [{ userId: asker, event: 'team-answer', actorId: userId, subjectId: r.id }]);
    }
  });
  return getRequest(db, requestId);
}
