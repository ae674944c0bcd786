import type { OpenRole } from '@hackmate/shared/contracts';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  eventAttendances,
  events,
  teamMembers,
  teamOpenRoles,
  teamRequests,
  teams,
  users,
  type Team,
  type TeamMember,
  type User,
} from '../../db/schema';
import { eventOverSql, eventVisibleTo, openPost } from '../events';
import { blockedWith, holds, type IdRef } from '../safety';
import { isListedUser } from '../users';

/** The SQL of teams, their members and open roles (invites and join requests: request-repository.ts). */

export type Role = NonNullable<TeamMember['role']>;

/** Raw rows (`db.execute`) of both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const memberCount = sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`.mapWith(Number);
const openRolesJson = sql<OpenRole[]>`(select coalesce(json_agg(json_build_object('role', r.role, 'count', r.count)), '[]'::json) from ${teamOpenRoles} r where r.team_id = ${teams.id})`;

/**
 * SQL: the team `teamId` may be shown to `viewerId`: they are in it, or nobody in it is in a block
 * with them (a team is where its members meet whoever joins) and they may see its event (an
 * invite-only event's teams are for its participants and organisers).
 */
export function teamVisibleTo(viewerId: IdRef, teamId: IdRef): SQL {
  return sql`(exists (select 1 from ${teamMembers} tv where tv.team_id = ${teamId} and tv.user_id = ${viewerId})
    or (not exists (select 1 from ${teamMembers} tv where tv.team_id = ${teamId} and tv.user_id in ${blockedWith(viewerId)})
      and ${eventVisibleTo(viewerId, sql`(select te.event_id from ${teams} te where te.id = ${teamId})`)}))`;
}

/** SQL: someone in the team `teamId` is in a block with `userId`. */
export function blockedWithMember(teamId: IdRef, userId: IdRef): SQL {
  return sql`exists (select 1 from ${teamMembers} tb where tb.team_id = ${teamId} and tb.user_id in ${blockedWith(userId)})`;
}

export interface TeamRow {
  team: Team;
  eventName: string;
  maxSize: number;
  eventOver: boolean;
  memberCount: number;
  openRoles: OpenRole[];
}

const summaryColumns = {
  team: teams,
  eventName: events.name,
  maxSize: events.maxTeamSize,
  eventOver: sql<boolean>`${eventOverSql()}`,
  memberCount,
  openRoles: openRolesJson,
};

/** Teams with what a summary shows; `order` defaults to oldest first. */
export async function selectTeams(db: Queryable, where: SQL | undefined, order: SQL[] = [asc(teams.createdAt), asc(teams.id)]): Promise<TeamRow[]> {
  return db
    .select(summaryColumns)
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(where)
    .orderBy(...order);
}

/** The teams `userId` is in: those of events not yet over first (soonest first), then the past ones (latest first). */
export function myTeams(db: Queryable, userId: string): Promise<TeamRow[]> {
  return selectTeams(db, sql`${teams.id} in (select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`, [
    asc(sql`${eventOverSql()}`),
    asc(sql`case when ${eventOverSql()} then null else ${events.startsAt} end`),
    desc(events.endsAt),
    asc(teams.createdAt),
  ]);
}

/** The event's teams the viewer may see: those with room first, then the oldest first. */
export function eventTeams(db: Queryable, eventId: string, viewerId: string): Promise<TeamRow[]> {
  return selectTeams(db, and(eq(teams.eventId, eventId), teamVisibleTo(viewerId, teams.id)), [
    asc(sql`${memberCount} >= ${events.maxTeamSize}`),
    asc(teams.createdAt),
    asc(teams.id),
  ]);
}

export interface LockedTeam {
  id: string;
  event_id: string;
  owner_id: string;
  max_team_size: number;
  ended: boolean;
  members: number;
}

/**
 * The team, locked for the rest of the transaction: `update` (membership changes: joins wait in
 * line) also shares its event row, as the size trigger does; `share` (new requests) only waits for
 * membership changes in flight. Paths that also lock a person's attendance take that first.
 */
export async function lockTeam(db: Queryable, teamId: string, mode: 'update' | 'share'): Promise<LockedTeam | undefined> {
  const lock = mode === 'update' ? sql`for no key update of t for share of e` : sql`for share of t`;
  const result = await db.execute(sql`
    select t.id, t.event_id, t.owner_id, e.max_team_size, e.ends_at <= now() as ended,
      (select count(*)::int from ${teamMembers} m where m.team_id = t.id) as members
    from ${teams} t join ${events} e on e.id = t.event_id
    where t.id = ${teamId}
    ${lock}`);
  return rowsOf<LockedTeam>(result)[0];
}

/** Locks a person's attendance row at an event (if any) until the transaction ends. */
export async function lockAttendance(db: Queryable, eventId: string, userId: string, mode: 'update' | 'share'): Promise<void> {
  await db.execute(sql`select 1 from ${eventAttendances} where event_id = ${eventId} and user_id = ${userId} ${mode === 'update' ? sql`for update` : sql`for share`}`);
}

/** Whether the person has an open "looking for a team" post at the event. */
export function isLooking(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  return holds(
    db,
    sql`exists (select 1 from ${eventAttendances} join ${events} on ${events.id} = ${eventAttendances.eventId}
      where ${eventAttendances.eventId} = ${eventId} and ${eventAttendances.userId} = ${userId} and ${openPost})`,
  );
}

/** The team's members who may appear to others, the owner first, then by when they joined. */
export async function listMembers(db: Queryable, teamId: string, ownerId: string): Promise<{ user: User; role: Role | null; joinedAt: Date }[]> {
  return db
    .select({ user: users, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), isListedUser))
    .orderBy(desc(sql`${teamMembers.userId} = ${ownerId}`), asc(teamMembers.joinedAt), asc(teamMembers.userId));
}

/** How many members the team has, as committed now (a statement of its own: after a lock wait it sees who joined meanwhile). */
export async function countMembers(db: Queryable, teamId: string): Promise<number> {
  return db.$count(teamMembers, eq(teamMembers.teamId, teamId));
}

export async function isMember(db: Queryable, teamId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTeam(db: Queryable, values: Pick<Team, 'eventId' | 'ownerId' | 'name' | 'idea'>): Promise<string> {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

/**
 * Adds a member. The database refuses a second team at the same event (unique violation) and a
 * member past the event's max team size (SQLSTATE HM001, the trigger on team_members).
 */
export async function insertMember(db: Queryable, values: Pick<TeamMember, 'teamId' | 'eventId' | 'userId' | 'role'>): Promise<void> {
  await db.insert(teamMembers).values(values);
}

export async function deleteMember(db: Queryable, teamId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Deletes the team with its members, open roles and requests (cascades). */
export async function deleteTeam(db: Queryable, teamId: string): Promise<void> {
  await db.delete(teams).where(eq(teams.id, teamId));
}

export async function updateTeamFields(db: Queryable, teamId: string, values: Partial<Pick<Team, 'name' | 'idea' | 'ownerId'>>): Promise<void> {
  await db.update(teams).set(values).where(eq(teams.id, teamId));
}

export async function replaceOpenRoles(db: Queryable, teamId: string, roles: readonly OpenRole[]): Promise<void> {
  await db.delete(teamOpenRoles).where(eq(teamOpenRoles.teamId, teamId));
  if (roles.length > 0) await db.insert(teamOpenRoles).values(roles.map((r) => ({ teamId, role: r.role, count: r.count })));
}

/** One person fewer wanted in `role`; the role closes with its last place. */
export async function takeOpenRole(db: Queryable, teamId: string, role: Role): Promise<void> {
  await db.delete(teamOpenRoles).where(and(eq(teamOpenRoles.teamId, teamId), eq(teamOpenRoles.role, role), sql`${teamOpenRoles.count} <= 1`));
  await db
    .update(teamOpenRoles)
    .set({ count: sql`${teamOpenRoles.count} - 1` })
    .where(and(eq(teamOpenRoles.teamId, teamId), eq(teamOpenRoles.role, role)));
}

export async function hasOpenRole(db: Queryable, teamId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ role: teamOpenRoles.role })
    .from(teamOpenRoles)
    .where(and(eq(teamOpenRoles.teamId, teamId), eq(teamOpenRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}


// ───────────────────────────── account deletion ─────────────────────────────

/**
 * A deleted account leaves every team, in the deletion's transaction. A team it owned goes to its
 * longest-standing other member who is still listed (or, failing that, any other member); a team
 * of one goes with it. Its posts, and invites and join requests naming it, are deleted; the events
 * it added stay listed for the people going to them.
 */
export async function leaveAllTeams(tx: Queryable, userId: string): Promise<void> {
  const memberships = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.teamId));
  for (const { teamId } of memberships) {
    const team = await lockTeam(tx, teamId, 'update');
    if (!team) continue;
    if (team.owner_id === userId) {
      const [heir] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, userId)))
        .orderBy(sql`${users.suspendedAt} is not null or ${users.deletedAt} is not null`, asc(teamMembers.joinedAt), asc(teamMembers.userId))
        .limit(1);
      if (!heir) {
        await deleteTeam(tx, teamId);
        continue;
      }
      await updateTeamFields(tx, teamId, { ownerId: heir.userId });
    }
    await deleteMember(tx, teamId, userId);
  }
  await tx.delete(teamRequests).where(eq(teamRequests.userId, userId));
  await tx.delete(eventAttendances).where(eq(eventAttendances.userId, userId));
}
