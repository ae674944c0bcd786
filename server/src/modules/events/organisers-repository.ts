import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAnnouncements, eventAttendances, eventOrganisers, events, users, type EventAnnouncement, type EventOrganiser, type User } from '../../db/schema';
import type { IdRef } from '../safety';

// The SQL of who runs an event and who may see it, its invite link and its announcements.

/**
 * SQL: the event `eventId` may be seen by `viewerId`: it is public, or they take part in it
 * (going) or run it. Everything that lists or opens an event, or a team at one, applies this, so
 * an invite-only event does not exist for anyone else.
 */
export function eventVisibleTo(viewerId: IdRef, eventId: IdRef): SQL {
  return sql`exists (select 1 from ${events} ev where ev.id = ${eventId} and (ev.visibility = 'public'
    or exists (select 1 from ${eventAttendances} va where va.event_id = ev.id and va.user_id = ${viewerId})
    or exists (select 1 from ${eventOrganisers} vo where vo.event_id = ev.id and vo.user_id = ${viewerId})))`;
}

/** How `userId` runs the event: owner, organiser, or not at all (undefined). */
export async function organiserRole(db: Queryable, eventId: string, userId: string): Promise<EventOrganiser['role'] | undefined> {
  const [row] = await db
    .select({ role: eventOrganisers.role })
    .from(eventOrganisers)
    .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, userId)))
    .limit(1);
  return row?.role;
}

/** The owner first, then co-organisers in the order they were added. */
export async function listOrganisers(db: Queryable, eventId: string): Promise<{ user: User; role: EventOrganiser['role'] }[]> {
  return db
    .select({ user: users, role: eventOrganisers.role })
    .from(eventOrganisers)
    .innerJoin(users, eq(users.id, eventOrganisers.userId))
    .where(eq(eventOrganisers.eventId, eventId))
    .orderBy(sql`${eventOrganisers.role} = 'owner' desc`, asc(eventOrganisers.createdAt), asc(eventOrganisers.userId));
}

/** Adds a co-organiser; someone already running the event keeps their role. */
export async function insertOrganiser(db: Queryable, eventId: string, userId: string, role: EventOrganiser['role']): Promise<void> {
  await db.insert(eventOrganisers).values({ eventId, userId, role }).onConflictDoNothing();
}

/** Removes a co-organiser (never the owner); false when they were none. */
export async function deleteOrganiser(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(eventOrganisers)
    .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, userId), eq(eventOrganisers.role, 'organiser')))
    .returning({ userId: eventOrganisers.userId });
  return rows.length > 0;
}

/** Replaces the event's invite link (its secret's hash): the previous link stops working. */
export async function setInviteTokenHash(db: Queryable, eventId: string, hash: string): Promise<void> {
  await db.update(events).set({ inviteTokenHash: hash }).where(eq(events.id, eventId));
}

export async function findEventIdByTokenHash(db: Queryable, hash: string): Promise<string | undefined> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.inviteTokenHash, hash)).limit(1);
  return row?.id;
}

export async function insertAnnouncement(db: Queryable, eventId: string, authorId: string, text: string): Promise<EventAnnouncement> {
  const [row] = await db.insert(eventAnnouncements).values({ eventId, authorId, text }).returning();
  return row!;
}

/** Newest first (event_announcements_event_idx). */
export async function listAnnouncements(db: Queryable, eventId: string, limit: number): Promise<EventAnnouncement[]> {
  return db
    .select()
    .from(eventAnnouncements)
    .where(eq(eventAnnouncements.eventId, eventId))
    .orderBy(desc(eventAnnouncements.createdAt), desc(eventAnnouncements.id))
    .limit(limit);
}

/** Everyone an announcement reaches: the people going and the organisers, each once. */
export async function audienceOf(db: Queryable, eventId: string): Promise<string[]> {
  const rows = (await db.execute(sql`
    select user_id from ${eventAttendances} where event_id = ${eventId}
    union
    select user_id from ${eventOrganisers} where event_id = ${eventId}`)) as unknown as { rows: { user_id: string }[] };
  return rows.rows.map((r) => r.user_id);
}

/** Going, without a post; someone already going keeps their post as it is. */
export async function insertAttendance(db: Queryable, eventId: string, userId: string): Promise<void> {
  await db.insert(eventAttendances).values({ eventId, userId, looking: false }).onConflictDoNothing();
}
