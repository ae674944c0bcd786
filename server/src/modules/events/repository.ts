import { and, asc, desc, eq, gt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAttendances, eventOrganisers, events, teamMembers, teamRequests, teams, type Event } from '../../db/schema';
import { listedId, type IdRef } from '../safety';
import { eventVisibleTo, insertOrganiser } from './organisers-repository';

/** The SQL of events (who is going and looking: attendance-repository.ts); the teams module builds on it. */

/** SQL: the event (row of `events`, or an events column standing for it) has ended. */
export const eventOver = (endsAt: SQLWrapper = events.endsAt): SQL => sql`${endsAt} <= now()`;

/** SQL: `userId` is in a team at `eventId` (one index lookup on team_members_one_team_per_event_key). */
export function inTeamAt(eventId: IdRef, userId: IdRef): SQL {
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.eventId} = ${eventId} and ${teamMembers.userId} = ${userId})`;
}

/**
 * SQL: the attendance row of the surrounding query (event_attendances joined with events) is an
 * open "looking for a team" post: marked looking, the event not over, its owner in no team there.
 */
export const openPost: SQL = sql`(${eventAttendances.looking} and not ${eventOver()} and not ${inTeamAt(eventAttendances.eventId, eventAttendances.userId)})`;

// The outer query's event, spelled out: drizzle leaves columns unqualified in a one-table select,
// where a bare "id" inside a subquery would name the subquery's own row.
const outerEventId = sql.raw('"events"."id"');

// Counted per event of a page (each by an index on the event id); hidden people are not counted.
const goingCount = sql<number>`(select count(*) from ${eventAttendances} where ${eventAttendances.eventId} = ${outerEventId} and ${listedId(eventAttendances.userId)})`.mapWith(Number);
const lookingCount = sql<number>`(select count(*) from ${eventAttendances} where ${eventAttendances.eventId} = ${outerEventId} and ${eventAttendances.looking} and ${listedId(eventAttendances.userId)} and not ${inTeamAt(eventAttendances.eventId, eventAttendances.userId)})`.mapWith(Number);
const teamCount = sql<number>`(select count(*) from ${teams} where ${teams.eventId} = ${outerEventId})`.mapWith(Number);

export const summaryColumns = {
  event: events,
  goingCount,
  // An ended event has no open posts.
  lookingCount: sql<number>`case when ${eventOver()} then 0 else ${lookingCount} end`.mapWith(Number),
  teamCount,
  past: sql<boolean>`${eventOver()}`,
};

export type EventRow = { event: Event; goingCount: number; lookingCount: number; teamCount: number; past: boolean };

/** The SQLSTATE of a database error (drizzle wraps the driver's error: look at `cause` too). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Raised by the trigger on team_members: the team already has as many members as its event allows. */
export const TEAM_FULL_SQLSTATE = 'HM001';
/** Raised by the trigger on events: the new max team size is below a team the event already has. */
export const MAX_BELOW_TEAM_SQLSTATE = 'HM002';

export interface EventFilter {
  viewerId: string;
  when: 'upcoming' | 'past';
  q?: string;
  mode?: Event['mode'];
  city?: string;
  /** Only events the viewer is going to. */
  going?: boolean;
  limit: number;
  offset: number;
}

/**
 * A page of events with their counts. Upcoming: not yet ended, soonest start first (events_starts_idx);
 * past: ended, latest end first (events_ends_idx). Name and city match in any case. Invite-only
 * events only for their participants and organisers.
 */
export async function listEvents(db: Queryable, filter: EventFilter): Promise<EventRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.when === 'upcoming' ? gt(events.endsAt, sql`now()`) : lte(events.endsAt, sql`now()`),
    eventVisibleTo(filter.viewerId, outerEventId),
  ];
  if (filter.q) conditions.push(sql`strpos(lower(${events.name}), lower(${filter.q})) > 0`);
  if (filter.mode) conditions.push(eq(events.mode, filter.mode));
  if (filter.city) conditions.push(sql`lower(${events.city}) = lower(${filter.city})`);
  // The attendance table's key (event_id, user_id) answers this per event.
  if (filter.going) conditions.push(sql`exists (select 1 from ${eventAttendances} a where a.event_id = ${events.id} and a.user_id = ${filter.viewerId})`);
  const order = filter.when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.endsAt), desc(events.id)];
  return db
    .select(summaryColumns)
    .from(events)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The event with its counts, if `viewerId` may see it. */
export async function findEventRow(db: Queryable, eventId: string, viewerId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eventVisibleTo(viewerId, outerEventId)))
    .limit(1);
  return row;
}

/**
 * The event, whoever asks (jobs, and checks after the caller's right to it is settled). Routes
 * acting for someone pass `viewerId`: an invite-only event they may not see is not found.
 */
export async function findEvent(db: Queryable, eventId: string, viewerId?: string): Promise<(Event & { over: boolean }) | undefined> {
  const [row] = await db
    .select({ event: events, over: sql<boolean>`${eventOver()}` })
    .from(events)
    .where(and(eq(events.id, eventId), viewerId === undefined ? undefined : eventVisibleTo(viewerId, outerEventId)))
    .limit(1);
  return row && { ...row.event, over: row.over };
}

export type EventValues = Pick<Event, 'name' | 'startsAt' | 'endsAt' | 'mode' | 'city' | 'website' | 'minTeamSize' | 'maxTeamSize'> & {
  visibility?: Event['visibility'];
};

/**
 * Adds the event with its creator as owner. Throws the driver's unique violation
 * (events_name_start_key) for an event already listed.
 */
export async function insertEvent(db: Queryable, createdBy: string, values: EventValues): Promise<string> {
  const [row] = await db
    .insert(events)
    .values({ ...values, createdBy })
    .returning({ id: events.id });
  await insertOrganiser(db, row!.id, createdBy, 'owner');
  return row!.id;
}

/**
 * Updates the event if `userId` runs it; false when nothing matched. Throws the unique violation
 * (same name and start as another event) and SQLSTATE HM002 (max size below a team it has).
 */
export async function updateEvent(db: Queryable, eventId: string, userId: string, values: EventValues): Promise<boolean> {
  const rows = await db
    .update(events)
    .set(values)
    .where(and(eq(events.id, eventId), sql`exists (select 1 from ${eventOrganisers} o where o.event_id = ${eventId} and o.user_id = ${userId})`))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Pending requests of the event's teams that have no free place left, cancelled (their places are gone). */
export async function cancelRequestsOfFullTeams(db: Queryable, eventId: string): Promise<void> {
  await db.execute(sql`
    update ${teamRequests} set status = 'cancelled', updated_at = now()
    where ${teamRequests.id} in (
      select r.id from ${teamRequests} r join ${events} e on e.id = r.event_id
      where r.event_id = ${eventId} and r.status = 'pending'
        and (select count(*) from ${teamMembers} m where m.team_id = r.team_id) >= e.max_team_size
      order by r.id for update of r
    )`);
}
