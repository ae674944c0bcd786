import {
  EVENTS_PAGE_SIZE,
  LOOKING_PAGE_SIZE,
  type AttendanceBody,
  type CreateEventBody,
  type EventDetail,
  type EventList,
  type EventSummary,
  type ListEventsQuery,
  type LookingList,
  type MyAttendance,
} from '@hackmate/shared/contracts';
import type { z } from 'zod';
import type { lookingQuery } from '@hackmate/shared/contracts';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { toPublicUser } from '../users';
import {
  cancelRequestsOfFullTeams,
  findEvent,
  findEventRow,
  insertEvent,
  listEvents as selectEvents,
  MAX_BELOW_TEAM_SQLSTATE,
  sqlState,
  updateEvent as writeEvent,
  type EventRow,
  type EventValues,
} from './repository';
import {
  cancelPendingOf,
  deleteAttendance,
  findAttendance,
  isInTeamAt,
  listLooking as selectLooking,
  upsertAttendance,
  type Attendance,
} from './attendance-repository';

export const EVENT_NOT_FOUND = 'Event not found.';
export const DUPLICATE_EVENT = 'That event is already listed.';
export const EVENT_OVER = 'This event has ended.';

export const eventNotFound = () => notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
export const eventOver = () => conflict(EVENT_OVER, 'EVENT_OVER');

export function toEventSummary(row: EventRow): EventSummary {
  const e = row.event;
  return {
    _id: e.id,
    name: e.name,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    mode: e.mode,
    city: e.city,
    website: e.website,
    minTeamSize: e.minTeamSize,
    maxTeamSize: e.maxTeamSize,
    goingCount: row.goingCount,
    lookingCount: row.lookingCount,
    teamCount: row.teamCount,
    past: row.past,
  };
}

function toMyAttendance(a: Attendance): MyAttendance {
  return {
    going: true,
    looking: a.postOpen ? { bring: a.bring, seek: a.seek, commitment: a.commitment ?? 'casual', timeZone: a.timeZone ?? 'UTC', pitch: a.pitch } : null,
    teamId: a.teamId,
  };
}

function valuesOf(body: CreateEventBody): EventValues {
  return {
    name: body.name,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    mode: body.mode,
    city: body.mode === 'in-person' ? (body.city ?? null) : null,
    website: body.website,
    minTeamSize: body.minTeamSize,
    maxTeamSize: body.maxTeamSize,
  };
}

/** Upcoming or past events, EVENTS_PAGE_SIZE a page (one row more is read to know about the next page). */
export async function listEvents(db: Db, query: ListEventsQuery): Promise<EventList> {
  const rows = await selectEvents(db, {
    when: query.when,
    q: query.q || undefined,
    mode: query.mode,
    city: query.city || undefined,
    limit: EVENTS_PAGE_SIZE + 1,
    offset: (query.page - 1) * EVENTS_PAGE_SIZE,
  });
  return { data: rows.slice(0, EVENTS_PAGE_SIZE).map(toEventSummary), page: query.page, hasMore: rows.length > EVENTS_PAGE_SIZE };
}

/** The event page: its summary, who created it, and how I stand to it (null: not going). */
export async function getEvent(db: Queryable, userId: string, eventId: string): Promise<EventDetail> {
  const row = await findEventRow(db, eventId);
  if (!row) throw eventNotFound();
  const mine = await findAttendance(db, eventId, userId);
  return { ...toEventSummary(row), createdBy: row.event.createdBy, canEdit: row.event.createdBy === userId, me: mine ? toMyAttendance(mine) : null };
}

/** Adds an event. The same name (any case) and start twice is refused by the database's unique index. */
export async function createEvent(db: Db, userId: string, body: CreateEventBody): Promise<EventDetail> {
  let eventId: string;
  try {
    eventId = await insertEvent(db, userId, valuesOf(body));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EVENT, 'DUPLICATE_EVENT');
    throw err;
  }
  return getEvent(db, userId, eventId);
}

/**
 * The creator edits the event. The database refuses a name and start another event has (409
 * DUPLICATE_EVENT) and a max team size below a team the event already has (409 MAX_BELOW_TEAM);
 * a team the new size fills has its pending requests cancelled.
 */
export async function updateEvent(db: Db, userId: string, eventId: string, body: CreateEventBody): Promise<EventDetail> {
  try {
    await db.transaction(async (tx) => {
      if (await writeEvent(tx, eventId, userId, valuesOf(body))) {
        await cancelRequestsOfFullTeams(tx, eventId);
        return;
      }
      if (!(await findEvent(tx, eventId))) throw eventNotFound();
      throw forbidden('Only the person who added this event can edit it.', 'NOT_EVENT_CREATOR');
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EVENT, 'DUPLICATE_EVENT');
    if (sqlState(err) === MAX_BELOW_TEAM_SQLSTATE) throw conflict('A team at this event already has more members than that.', 'MAX_BELOW_TEAM');
    throw err;
  }
  return getEvent(db, userId, eventId);
}

/**
 * Going, and optionally looking for a team. Refused once the event ended, and a post while in a
 * team there (a post is for finding one).
 */
export async function setAttendance(db: Db, userId: string, eventId: string, body: AttendanceBody): Promise<MyAttendance> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (event.over) throw eventOver();
  if (body.looking && (await isInTeamAt(db, eventId, userId))) {
    throw conflict('You are already in a team at this event.', 'IN_TEAM');
  }
  const post = body.looking ? { bring: body.bring, seek: body.seek, commitment: body.commitment, timeZone: body.timeZone, pitch: body.pitch ?? '' } : null;
  await upsertAttendance(db, eventId, userId, post);
  const mine = await findAttendance(db, eventId, userId);
  return toMyAttendance(mine!);
}

/**
 * Not going any more: refused while in a team there (leave it first). Their pending invites and
 * join requests at the event are cancelled. Also 204 when they were not going.
 */
export async function leaveEvent(db: Db, userId: string, eventId: string): Promise<void> {
  if (!(await findEvent(db, eventId))) throw eventNotFound();
  await db.transaction(async (tx) => {
    // Deleting first locks the row: a team accepting them at this moment is seen by the check.
    await deleteAttendance(tx, eventId, userId);
    if (await isInTeamAt(tx, eventId, userId)) throw conflict('Leave your team at this event first.', 'IN_TEAM');
    await cancelPendingOf(tx, eventId, userId);
  });
}

export type LookingQuery = z.output<typeof lookingQuery>;

/** Open posts at the event, newest first, LOOKING_PAGE_SIZE a page. */
export async function listLooking(db: Db, userId: string, eventId: string, query: LookingQuery): Promise<LookingList> {
  if (!(await findEvent(db, eventId))) throw eventNotFound();
  const rows = await selectLooking(db, eventId, {
    viewerId: userId,
    role: query.role,
    commitment: query.commitment,
    limit: LOOKING_PAGE_SIZE + 1,
    offset: (query.page - 1) * LOOKING_PAGE_SIZE,
  });
  return {
    data: rows.slice(0, LOOKING_PAGE_SIZE).map(({ user, attendance: a }) => ({
      user: toPublicUser(user),
      post: { bring: a.bring, seek: a.seek, commitment: a.commitment ?? 'casual', timeZone: a.timeZone ?? 'UTC', pitch: a.pitch },
      since: (a.lookingSince ?? a.createdAt).toISOString(),
    })),
    page: query.page,
    hasMore: rows.length > LOOKING_PAGE_SIZE,
  };
}
