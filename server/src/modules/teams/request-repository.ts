import type { TeamRequestStatus } from '@hackmate/shared/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, teamRequests, teams, users, type TeamRequest, type User } from '../../db/schema';
import { eventOverSql } from '../events';
import { blockedWith } from '../safety';
import { isListedUser } from '../users';
import { type Role, rowsOf, teamVisibleTo } from './repository';

// The SQL of invites and join requests between teams and people.

/** SQL: the request (joined with its event) is still open: pending, not expired, the event not over. */
export const stillPending: SQL = sql`(${teamRequests.status} = 'pending' and ${teamRequests.expiresAt} > now() and not ${eventOverSql()})`;

/**
 * SQL: the status people see. A pending request past its expiry reads as expired (unless the
 * event ended first), one whose event ended as cancelled: the expiry sweep (requests/expiry.ts)
 * stores the same within a minute, and between its runs this rule decides.
 */
const effectiveStatus = sql<TeamRequestStatus>`case
  when ${teamRequests.status} <> 'pending' then ${teamRequests.status}
  when ${teamRequests.expiresAt} <= now() and ${teamRequests.expiresAt} <= ${events.endsAt} then 'expired'
  when ${eventOverSql()} then 'cancelled'
  else 'pending' end`;

/** The status people see of one request (a statement of its own, so it reads what is committed now). */
export async function requestStatus(db: Queryable, requestId: string): Promise<TeamRequestStatus | undefined> {
  const [row] = await db
    .select({ status: effectiveStatus })
    .from(teamRequests)
    .innerJoin(events, eq(events.id, teamRequests.eventId))
    .where(eq(teamRequests.id, requestId));
  return row?.status;
}

export type NewTeamRequest = Pick<TeamRequest, 'kind' | 'teamId' | 'eventId' | 'userId' | 'role' | 'message'>;

/**
 * Stores a pending request, first marking an expired one for the same team and person as such
 * (the pending-once index counts only stored statuses). Throws the unique violation
 * (team_requests_pending_once_key) when one is still pending.
 */
export async function insertRequest(db: Queryable, values: NewTeamRequest): Promise<string> {
  await db
    .update(teamRequests)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(teamRequests.teamId, values.teamId), eq(teamRequests.userId, values.userId), eq(teamRequests.status, 'pending'), sql`${teamRequests.expiresAt} <= now()`));
  const [row] = await db.insert(teamRequests).values(values).returning({ id: teamRequests.id });
  return row!.id;
}

export interface RequestParties {
  id: string;
  kind: TeamRequest['kind'];
  teamId: string;
  eventId: string;
  userId: string;
  role: Role | null;
  ownerId: string;
}

export async function findRequestParties(db: Queryable, requestId: string): Promise<RequestParties | undefined> {
  const [row] = await db
    .select({
      id: teamRequests.id,
      kind: teamRequests.kind,
      teamId: teamRequests.teamId,
      eventId: teamRequests.eventId,
      userId: teamRequests.userId,
      role: teamRequests.role,
      ownerId: teams.ownerId,
    })
    .from(teamRequests)
    .innerJoin(teams, eq(teams.id, teamRequests.teamId))
    .where(eq(teamRequests.id, requestId))
    .limit(1);
  return row;
}

/** Closes the request with `status` if it is still open; false when it was not. */
export async function closeRequest(db: Queryable, requestId: string, status: 'accepted' | 'declined' | 'withdrawn'): Promise<boolean> {
  const result = await db.execute(sql`
    update ${teamRequests} set status = ${status}, updated_at = now()
    from ${events}
    where ${teamRequests.id} = ${requestId} and ${events.id} = ${teamRequests.eventId} and ${stillPending}
    returning ${teamRequests.id}`);
  return rowsOf(result).length > 0;
}

/**
 * After someone joined a team: their other pending requests at the event are cancelled, and with
 * `teamFull` every pending request of the team too. One statement that locks the rows in id order,
 * so two joins at once (each touching the other's rows) never wait on each other in a circle.
 */
export async function cancelAfterJoin(db: Queryable, joined: { requestId?: string; eventId: string; userId: string; teamId: string; teamFull: boolean }): Promise<void> {
  await db.execute(sql`
    update ${teamRequests} set status = 'cancelled', updated_at = now()
    where id in (
      select id from ${teamRequests}
      where status = 'pending' ${joined.requestId ? sql`and id <> ${joined.requestId}` : sql``}
        and ((user_id = ${joined.userId} and event_id = ${joined.eventId}) ${joined.teamFull ? sql`or team_id = ${joined.teamId}` : sql``})
      order by id for update
    )`);
}

export interface RequestRow {
  request: TeamRequest;
  status: TeamRequestStatus;
  person: User;
}

/** Requests with the status people see and the looking person, newest first. */
export function selectRequests(db: Queryable, where: SQL | undefined): Promise<RequestRow[]> {
  return db
    .select({ request: teamRequests, status: effectiveStatus, person: users })
    .from(teamRequests)
    .innerJoin(events, eq(events.id, teamRequests.eventId))
    .innerJoin(teams, eq(teams.id, teamRequests.teamId))
    .innerJoin(users, eq(users.id, teamRequests.userId))
    .where(where)
    .orderBy(desc(teamRequests.createdAt), desc(teamRequests.id));
}

export const requestById = (id: string) => eq(teamRequests.id, id);
export const requestsOfTeam = (teamId: string) => and(eq(teamRequests.teamId, teamId), stillPending);
export const teamIdsIn = (ids: string[]) => inArray(teams.id, ids);

/** How long a sender still sees a request that expired unanswered (GET /teams/requests). */
export const EXPIRED_SHOWN_DAYS = 7;

/**
 * SQL: the request (joined with its event) expired unanswered in the last 7 days, stored as such
 * or not yet swept, and its sender has not asked the same person and team again since.
 */
export const recentlyExpired: SQL = sql`((${teamRequests.status} = 'expired'
    or (${teamRequests.status} = 'pending' and ${teamRequests.expiresAt} <= now() and ${teamRequests.expiresAt} <= ${events.endsAt}))
  and ${teamRequests.expiresAt} > now() - make_interval(days => ${EXPIRED_SHOWN_DAYS})
  and not exists (select 1 from ${teamRequests} later
    where later.team_id = ${teamRequests.teamId} and later.user_id = ${teamRequests.userId} and later.created_at > ${teamRequests.createdAt}))`;

/**
 * SQL for one half of an inbox (open requests, or with `state` others). `person`: requests of
 * `kind` where `userId` is the looking person (team_requests_user_pending_idx, and
 * team_requests_user_expired_idx for expired ones), never of a team hidden from them; `owner`:
 * requests of `kind` to teams `userId` owns (teams_owner_idx, then team_requests_team_user_idx),
 * never with someone hidden from them or in a block with them.
 */
export function inboxPart(userId: string, side: 'person' | 'owner', kind: TeamRequest['kind'], state: SQL = stillPending): SQL {
  return side === 'person'
    ? and(state, eq(teamRequests.kind, kind), eq(teamRequests.userId, userId), teamVisibleTo(userId, teamRequests.teamId))!
    : and(
        state,
        eq(teamRequests.kind, kind),
        sql`${teamRequests.teamId} in (select ${teams.id} from ${teams} where ${teams.ownerId} = ${userId})`,
        isListedUser,
        sql`${teamRequests.userId} not in ${blockedWith(userId)}`,
      )!;
}

/** The viewer's own open request with the team (an invite to them or their join request), if any. */
export async function myOpenRequest(db: Queryable, teamId: string, userId: string): Promise<{ id: string; kind: TeamRequest['kind'] } | undefined> {
  const [row] = await db
    .select({ id: teamRequests.id, kind: teamRequests.kind })
    .from(teamRequests)
    .innerJoin(events, eq(events.id, teamRequests.eventId))
    .where(and(eq(teamRequests.teamId, teamId), eq(teamRequests.userId, userId), stillPending))
    .limit(1);
  return row;
}
