import { ROLES } from '@hackmate/shared/catalogues';
import type { OpenRole, TeamDetail, TeamRelation, TeamRequest, TeamRequestInbox, TeamSummary } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { teamRequests, teams } from '../../db/schema';
import { eventNotFound, findEvent } from '../events';
import { visibleTo } from '../safety';
import { toPublicUser } from '../users';
import { eventTeams, isMember, listMembers, myTeams, selectTeams, teamVisibleTo, type TeamRow } from './repository';
import {
  inboxPart,
  recentlyExpired,
  myOpenRequest,
  requestById,
  requestsOfTeam,
  selectRequests,
  teamIdsIn,
  type RequestRow,
} from './request-repository';
import { vouchedFor } from './vouches';
import { teamNotFound, requestNotFound } from './refusals';

// Reading teams: a team's page, my teams, an event's teams and the invites and join requests
// boxes.

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
  if (!(await findEvent(db, eventId, userId))) throw eventNotFound();
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

export async function getRequest(db: Queryable, requestId: string): Promise<TeamRequest> {
  const [request] = await toTeamRequests(db, await selectRequests(db, requestById(requestId)));
  if (!request) throw requestNotFound();
  return request;
}
