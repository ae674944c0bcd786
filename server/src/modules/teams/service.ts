import { ROLES } from '@hackmate/shared/catalogues';
import type {
  CreateTeamBody,
  OpenRole,
  TeamDetail,
  TeamRelation,
  TeamRequest,
  TeamRequestAnswer,
  TeamRequestInbox,
  TeamSummary,
  UpdateTeamBody,
} from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { teamRequests, teams } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { eventNotFound, eventOver, findEvent, isInTeamAt, sqlState, TEAM_FULL_SQLSTATE, upsertAttendance } from '../events';
import { enqueue } from '../notifications';
import { canSee, holds, visibleTo } from '../safety';
import { toPublicUser } from '../users';
import {
  blockedWithMember,
  cancelAfterJoin,
  closeRequest,
  countMembers,
  deleteMember,
  deleteTeam,
  eventTeams,
  findRequestParties,
  hasOpenRole,
  inboxPart,
  recentlyExpired,
  insertMember,
  insertRequest,
  insertTeam,
  isLooking,
  isMember,
  listMembers,
  lockAttendance,
  lockTeam,
  myOpenRequest,
  myTeams,
  replaceOpenRoles,
  requestById,
  requestStatus,
  requestsOfTeam,
  selectRequests,
  selectTeams,
  takeOpenRole,
  teamIdsIn,
  teamVisibleTo,
  updateTeamFields,
  type LockedTeam,
  type NewTeamRequest,
  type RequestParties,
  type RequestRow,
  type TeamRow,
} from './repository';
import { vouchedFor } from './vouches';

export const TEAM_NOT_FOUND = 'Team not found.';
export const USER_NOT_FOUND = 'User not found.';
export const MEMBER_NOT_FOUND = 'That person is not in this team.';
export const REQUEST_NOT_FOUND = 'Invite or join request not found.';
export const TEAM_FULL = 'This team is full.';
export const NOT_PENDING = 'This invite or join request is no longer open.';

const teamNotFound = () => notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
const memberNotFound = () => notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
const requestNotFound = () => notFound(REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
const notOwner = () => forbidden("Only the team's owner can do that.", 'NOT_TEAM_OWNER');
const teamFull = () => conflict(TEAM_FULL, 'TEAM_FULL');

// ───────────────────────────── reading ─────────────────────────────

const roleOrder = (r: OpenRole) => ROLES.indexOf(r.role);

export function toTeamSummary(row: TeamRow): TeamSummary {
  const full = row.memberCount >= row.maxSize;
  return {
    _id: row.team.id,
    eventId: row.team.eventId,
    eventName: row.eventName,
    name: row.team.name,
    idea: row.team.idea,
    memberCount: row.memberCount,
    maxSize: row.maxSize,
    // A full team wants nobody; its roles come back if someone leaves.
    openRoles: full ? [] : [...row.openRoles].sort((a, b) => roleOrder(a) - roleOrder(b)),
    full,
  };
}

async function summariesById(db: Queryable, teamIds: string[]): Promise<Map<string, TeamSummary>> {
  if (teamIds.length === 0) return new Map();
  const rows = await selectTeams(db, teamIdsIn([...new Set(teamIds)]));
  return new Map(rows.map((r) => [r.team.id, toTeamSummary(r)]));
}

async function toTeamRequests(db: Queryable, rows: RequestRow[]): Promise<TeamRequest[]> {
  const summaries = await summariesById(
    db,
    rows.map((r) => r.request.teamId),
  );
  return rows.map(({ request: r, status, person }) => ({
    _id: r.id,
    kind: r.kind,
    status,
    team: summaries.get(r.teamId)!,
    person: toPublicUser(person),
    role: r.role,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/**
 * The team page: members, open roles, how I stand to it (with the teammates I said "Would team up
 * again" about), and (to its owner only) its open requests.
 */
export async function getTeam(db: Queryable, userId: string, teamId: string): Promise<TeamDetail> {
  const [row] = await selectTeams(db, and(eq(teams.id, teamId), teamVisibleTo(userId, teams.id)));
  if (!row) throw teamNotFound();
  const ownerId = row.team.ownerId;
  const [members, member, mine, vouched] = await Promise.all([
    listMembers(db, teamId, ownerId),
    isMember(db, teamId, userId),
    myOpenRequest(db, teamId, userId),
    vouchedFor(db, row.team.eventId, userId),
  ]);
  const relation: TeamRelation = ownerId === userId ? 'owner' : member ? 'member' : mine ? (mine.kind === 'invite' ? 'invited' : 'requested') : 'none';
  const inTeam = relation === 'owner' || relation === 'member';
  const pending =
    relation === 'owner'
      ? await toTeamRequests(db, await selectRequests(db, and(requestsOfTeam(teamId), visibleTo(userId, teamRequests.userId))))
      : null;
  return {
    ...toTeamSummary(row),
    members: members.map((m) => ({ user: toPublicUser(m.user), role: m.role, owner: m.user.id === ownerId, joinedAt: m.joinedAt.toISOString() })),
    me: { relation, requestId: relation === 'invited' || relation === 'requested' ? mine!.id : null, vouchedFor: inTeam ? vouched : [] },
    pending,
  };
}

export async function listMyTeams(db: Queryable, userId: string): Promise<TeamSummary[]> {
  return (await myTeams(db, userId)).map(toTeamSummary);
}

export async function listEventTeams(db: Queryable, userId: string, eventId: string): Promise<TeamSummary[]> {
  if (!(await findEvent(db, eventId))) throw eventNotFound();
  return (await eventTeams(db, eventId, userId)).map(toTeamSummary);
}

/** Newest first, as each part is. */
const newestFirst = (a: RequestRow, b: RequestRow) => b.request.createdAt.getTime() - a.request.createdAt.getTime() || (a.request.id < b.request.id ? 1 : -1);

/**
 * What waits for my answer (invites to me, join requests to teams I own) and what I sent (my join
 * requests, my teams' invites; then those that expired unanswered this past week, so the sender
 * learns it): indexed reads rather than one OR across tables.
 */
export async function requestInbox(db: Queryable, userId: string): Promise<TeamRequestInbox> {
  const [invitesToMe, joinsToMine, myJoins, myInvites, myExpiredJoins, myExpiredInvites] = await Promise.all([
    selectRequests(db, inboxPart(userId, 'person', 'invite')),
    selectRequests(db, inboxPart(userId, 'owner', 'join')),
    selectRequests(db, inboxPart(userId, 'person', 'join')),
    selectRequests(db, inboxPart(userId, 'owner', 'invite')),
    selectRequests(db, inboxPart(userId, 'person', 'join', recentlyExpired)),
    selectRequests(db, inboxPart(userId, 'owner', 'invite', recentlyExpired)),
  ]);
  return {
    received: await toTeamRequests(db, [...invitesToMe, ...joinsToMine].sort(newestFirst)),
    sent: await toTeamRequests(db, [...[...myJoins, ...myInvites].sort(newestFirst), ...[...myExpiredJoins, ...myExpiredInvites].sort(newestFirst)]),
  };
}

async function getRequest(db: Queryable, requestId: string): Promise<TeamRequest> {
  const [request] = await toTeamRequests(db, await selectRequests(db, requestById(requestId)));
  if (!request) throw requestNotFound();
  return request;
}

// ───────────────────────────── teams ─────────────────────────────

/** Open roles must fit in the places left: at most `free` people wanted in all. */
function checkOpenRoles(roles: readonly OpenRole[], free: number): void {
  const wanted = roles.reduce((sum, r) => sum + r.count, 0);
  if (wanted <= free) return;
  const message = free > 0 ? `This team has room for ${free} more ${free === 1 ? 'person' : 'people'}: ask for at most ${free}.` : 'This team is full: it cannot ask for more people.';
  throw badRequest(message, 'VALIDATION', { openRoles: message });
}

const alreadyInTeam = (who: 'me' | 'them') =>
  conflict(who === 'me' ? 'You are already in a team at this event.' : 'This person is already in a team at this event.', 'ALREADY_IN_TEAM');

/** Maps the database's refusals of a new member to answers; anything else is rethrown. */
function joinRefusal(err: unknown, who: 'me' | 'them'): never {
  if (sqlState(err) === TEAM_FULL_SQLSTATE) throw teamFull();
  if (isUniqueViolation(err)) throw alreadyInTeam(who);
  throw err;
}

/**
 * Creates a team at the event, with the creator as its owner and first member: they become Going,
 * their looking post ends and their other pending requests there are cancelled.
 */
export async function createTeam(db: Db, userId: string, eventId: string, body: CreateTeamBody): Promise<TeamDetail> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (event.over) throw eventOver();
  checkOpenRoles(body.openRoles, event.maxTeamSize - 1);
  const teamId = await db.transaction(async (tx) => {
    // The attendance row first, as every path that puts someone in a team (no waiting in a circle).
    await upsertAttendance(tx, eventId, userId, null);
    if (await isInTeamAt(tx, eventId, userId)) throw alreadyInTeam('me');
    const id = await insertTeam(tx, { eventId, ownerId: userId, name: body.name, idea: body.idea ?? '' });
    await insertMember(tx, { teamId: id, eventId, userId, role: body.myRole ?? null }).catch((err: unknown) => joinRefusal(err, 'me'));
    await replaceOpenRoles(tx, id, body.openRoles);
    await cancelAfterJoin(tx, { eventId, userId, teamId: id, teamFull: false });
    return id;
  });
  return getTeam(db, userId, teamId);
}

/** The team locked for a change, if the caller may see it (404 otherwise). */
async function lockedVisibleTeam(tx: Queryable, userId: string, teamId: string, mode: 'update' | 'share'): Promise<LockedTeam> {
  const team = await lockTeam(tx, teamId, mode);
  if (!team || !(await holds(tx, teamVisibleTo(userId, teamId)))) throw teamNotFound();
  return team;
}

/** The owner edits name, idea and open roles (which must fit in the places left). */
export async function updateTeam(db: Db, userId: string, teamId: string, body: UpdateTeamBody): Promise<TeamDetail> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (team.owner_id !== userId) throw notOwner();
    if (body.openRoles) {
      checkOpenRoles(body.openRoles, team.max_team_size - team.members);
      await replaceOpenRoles(tx, teamId, body.openRoles);
    }
    const fields = { ...(body.name !== undefined && { name: body.name }), ...(body.idea !== undefined && { idea: body.idea }) };
    if (Object.keys(fields).length > 0) await updateTeamFields(tx, teamId, fields);
  });
  return getTeam(db, userId, teamId);
}

/** The owner hands the team to another member (who may appear to others). */
export async function transferOwner(db: Db, userId: string, teamId: string, newOwnerId: string): Promise<TeamDetail> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (team.owner_id !== userId) throw notOwner();
    if (newOwnerId === userId) return;
    if (!(await isMember(tx, teamId, newOwnerId)) || !(await canSee(tx, userId, newOwnerId))) throw memberNotFound();
    await updateTeamFields(tx, teamId, { ownerId: newOwnerId });
  });
  return getTeam(db, userId, teamId);
}

/**
 * A member leaves (`memberId` is the caller) or the owner removes another member. The owner leaves
 * only as the last member, and the team goes with them; otherwise they hand it over first.
 */
export async function removeMember(db: Db, userId: string, teamId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await lockedVisibleTeam(tx, userId, teamId, 'update');
    if (memberId !== userId && team.owner_id !== userId) throw notOwner();
    if (!(await isMember(tx, teamId, memberId))) throw memberNotFound();
    if (memberId !== team.owner_id) {
      await deleteMember(tx, teamId, memberId);
      return;
    }
    if (team.members > 1) throw conflict('Hand the team over to another member before you leave.', 'OWNER_MUST_HAND_OVER');
    await deleteTeam(tx, teamId);
  });
}

// ───────────────────────────── invites and join requests ─────────────────────────────

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
