import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAttendances, events, teamMembers, teamRequests, users, type EventAttendance } from '../../db/schema';
import { blockedWith } from '../safety';
import { isListedUser } from '../users';
import { openPost } from './repository';

// The SQL of who is going to an event and looking for a team there.

export type Attendance = Pick<EventAttendance, 'looking' | 'bring' | 'seek' | 'commitment' | 'timeZone' | 'pitch'> & { postOpen: boolean; teamId: string | null };

/** My attendance at the event, with whether my post is open and the team I am in there. */
export async function findAttendance(db: Queryable, eventId: string, userId: string): Promise<Attendance | undefined> {
  const [row] = await db
    .select({
      looking: eventAttendances.looking,
      bring: eventAttendances.bring,
      seek: eventAttendances.seek,
      commitment: eventAttendances.commitment,
      timeZone: eventAttendances.timeZone,
      pitch: eventAttendances.pitch,
      postOpen: sql<boolean>`${openPost}`,
      teamId: sql<string | null>`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.eventId} = ${eventId} and ${teamMembers.userId} = ${userId})`,
    })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .where(and(eq(eventAttendances.eventId, eventId), eq(eventAttendances.userId, userId)))
    .limit(1);
  return row;
}

export async function isInTeamAt(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export type PostValues = Pick<EventAttendance, 'bring' | 'seek' | 'commitment' | 'timeZone' | 'pitch'>;

/**
 * Going, with a post (`post`) or without one (null: an open post ends, its text is kept, and so
 * does "Match me"). A post keeps the time it opened while it stays open, so editing it does not
 * push it up the list.
 * The upsert also locks the row: the paths that make someone join a team take it first.
 */
export async function upsertAttendance(db: Queryable, eventId: string, userId: string, post: PostValues | null): Promise<void> {
  if (!post) {
    await db
      .insert(eventAttendances)
      .values({ eventId, userId, looking: false })
      .onConflictDoUpdate({ target: [eventAttendances.eventId, eventAttendances.userId], set: { looking: false, matchMe: false, updatedAt: sql`now()` } });
    return;
  }
  await db
    .insert(eventAttendances)
    .values({ eventId, userId, looking: true, ...post, lookingSince: sql`now()` })
    .onConflictDoUpdate({
      target: [eventAttendances.eventId, eventAttendances.userId],
      set: {
        looking: true,
        bring: post.bring,
        seek: post.seek,
        commitment: post.commitment,
        timeZone: post.timeZone,
        pitch: post.pitch,
        lookingSince: sql`case when ${eventAttendances.looking} then ${eventAttendances.lookingSince} else now() end`,
        // "Match me" belongs to one post: a new post starts without it.
        matchMe: sql`${eventAttendances.looking} and ${eventAttendances.matchMe}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Not going any more; false when they were not. */
export async function deleteAttendance(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(eventAttendances)
    .where(and(eq(eventAttendances.eventId, eventId), eq(eventAttendances.userId, userId)))
    .returning({ userId: eventAttendances.userId });
  return rows.length > 0;
}

/**
 * The person's pending invites and join requests at the event, except `keep`, cancelled: they
 * joined a team there or stopped going. Rows are locked in id order, so two such changes at once
 * never wait on each other in a circle.
 */
export async function cancelPendingOf(db: Queryable, eventId: string, userId: string, keep?: string): Promise<void> {
  await db.execute(sql`
    update ${teamRequests} set status = 'cancelled', updated_at = now()
    where id in (
      select id from ${teamRequests}
      where user_id = ${userId} and event_id = ${eventId} and status = 'pending' ${keep ? sql`and id <> ${keep}` : sql``}
      order by id for update
    )`);
}

export interface LookingFilter {
  viewerId: string;
  role?: string;
  commitment?: string;
  limit: number;
  offset: number;
}

/**
 * Open posts at the event, newest first (event_attendances_looking_idx), without the viewer,
 * anyone in a block with them, or anyone hidden.
 */
export async function listLooking(db: Queryable, eventId: string, filter: LookingFilter) {
  const conditions: SQL[] = [
    eq(eventAttendances.eventId, eventId),
    openPost,
    not(eq(eventAttendances.userId, filter.viewerId)),
    sql`${eventAttendances.userId} not in ${blockedWith(filter.viewerId)}`,
    isListedUser,
  ];
  if (filter.role) conditions.push(sql`${filter.role} = any(${eventAttendances.bring})`);
  if (filter.commitment) conditions.push(eq(eventAttendances.commitment, filter.commitment as NonNullable<EventAttendance['commitment']>));
  return db
    .select({ user: users, attendance: eventAttendances })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .innerJoin(users, eq(users.id, eventAttendances.userId))
    .where(and(...conditions))
    .orderBy(desc(eventAttendances.lookingSince), asc(eventAttendances.userId))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * Everyone going to the event, with whether their post is open (the primary key's event_id
 * prefix finds them). Who of them the viewer may see is the caller's business (the feed's index
 * holds only listed people and leaves out blocks).
 */
export async function listGoing(db: Queryable, eventId: string): Promise<{ userId: string; looking: boolean }[]> {
  return db
    .select({ userId: eventAttendances.userId, looking: sql<boolean>`${openPost}` })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .where(eq(eventAttendances.eventId, eventId));
}
