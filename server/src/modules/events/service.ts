import {
  EVENTS_PAGE_SIZE,
  LOOKING_PAGE_SIZE,
  type AttendanceBody,
  ANNOUNCEMENTS_SHOWN,
  type Announcement,
  type CreateEventBody,
  type EventDetail,
  type EventList,
  type EventSummary,
  type ListEventsQuery,
  type LookingList,
  type MyAttendance,
  type UpdateEventBody,
} from '@hackmate/shared/contracts';
import type { z } from 'zod';
import type { lookingQuery } from '@hackmate/shared/contracts';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { EventAnnouncement } from '../../db/schema';
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
import { listAnnouncements, listOrganisers, organiserRole } from './organisers-repository';

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
    visibility: e.visibility,
  };
}

export function toAnnouncement(a: EventAnnouncement): Announcement {
  return { _id: a.id, eventId: a.eventId, text: a.text, createdAt: a.createdAt.toISOString() };
}

function toMyAttendance(a: Attendance): MyAttendance {
  return {
    going: true,
    looking: a.postOpen ? { bring: a.bring, seek: a.seek, commitment: a.commitment ?? 'casual', timeZone: a.timeZone ?? 'UTC', pitch: a.pitch } : null,
    teamId: a.teamId,
  };
}

function valuesOf(body: CreateEventBody | UpdateEventBody): EventValues {
  return {
    // Left out on an edit that does not name it: the event keeps its visibility.
    ...(body.visibility ? { visibility: body.visibility } : {}),
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
export async function listEvents(db: Db, userId: string, query: ListEventsQuery): Promise<EventList> {
  const rows = await selectEvents(db, {
    viewerId: userId,
    when: query.when,
    q: query.q || undefined,
    mode: query.mode,
    city: query.city || undefined,
    going: query.going,
    limit: EVENTS_PAGE_SIZE + 1,
    offset: (query.page - 1) * EVENTS_PAGE_SIZE,
  });
  return { data: rows.slice(0, EVENTS_PAGE_SIZE).map(toEventSummary), page: query.page, hasMore: rows.length > EVENTS_PAGE_SIZE };
}

/**
 * The event page: its summary, who runs it, its announcements, and how I stand to it (null: not
 * going). An invite-only event I neither take part in nor run is not found.
 */
export async function getEvent(db: Queryable, userId: string, eventId: string): Promise<EventDetail> {
  const row = await findEventRow(db, eventId, userId);
  if (!row) throw eventNotFound();
  const [mine, organisers, announcements] = await Promise.all([
    findAttendance(db, eventId, userId),
    listOrganisers(db, eventId),
    listAnnouncements(db, eventId, ANNOUNCEMENTS_SHOWN),
  ]);
  const myRole = organisers.find((o) => o.user.id === userId)?.role ?? null;
  return {
    ...toEventSummary(row),
    createdBy: row.event.createdBy,
    canEdit: myRole !== null,
    myRole,
    organisers: organisers.map((o) => ({ user: toPublicUser(o.user), role: o.role })),
    announcements: announcements.map(toAnnouncement),
    me: mine ? toMyAttendance(mine) : null,
  };
}

/** Throws 404, as for an unknown event, unless `userId` runs the event (`owner`: only its owner). */
export async function requireOrganiser(db: Queryable, eventId: string, userId: string, owner = false): Promise<void> {
  const role = await organiserRole(db, eventId, userId);
  if (!role || (owner && role !== 'owner')) throw eventNotFound();
}

/**
 * Adds an event, run by its creator as owner. The same name (any case) and start twice is refused
 * by the database's unique index.
 */
export async function createEvent(db: Db, userId: string, body: CreateEventBody): Promise<EventDetail> {
  let eventId: string;
  try {
    eventId = await db.transaction((tx) => insertEvent(tx, userId, valuesOf(body)));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EVENT, 'DUPLICATE_EVENT');
    throw err;
  }
  return getEvent(db, userId, eventId);
}

/**
 * An organiser edits the event; to anyone else it is not found. The database refuses a name and start another event has (409
 * DUPLICATE_EVENT) and a max team size below a team the event already has (409 MAX_BELOW_TEAM);
 * a team the new size fills has its pending requests cancelled.
 */
export async function updateEvent(db: Db, userId: string, eventId: string, body: UpdateEventBody): Promise<EventDetail> {
  try {
    await db.transaction(async (tx) => {
      if (!(await writeEvent(tx, eventId, userId, valuesOf(body)))) throw eventNotFound();
      await cancelRequestsOfFullTeams(tx, eventId);
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
  const event = await findEvent(db, eventId, userId);
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
  if (!(await findEvent(db, eventId, userId))) throw eventNotFound();
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
  if (!(await findEvent(db, eventId, userId))) throw eventNotFound();
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
