import { createHash, randomBytes } from 'node:crypto';
import type { Announcement, EventDetail, OrganiserList } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { userRoom } from '../../realtime/rooms';
import { enqueue } from '../notifications';
import { visibleTo } from '../safety';
import { isListedUser, toPublicUser } from '../users';
import { findEvent } from './repository';
import {
  audienceOf,
  deleteOrganiser,
  findEventIdByTokenHash,
  insertAnnouncement,
  insertAttendance,
  insertOrganiser,
  listOrganisers,
  setInviteTokenHash,
} from './organisers-repository';
import { eventNotFound, eventOver, getEvent, requireOrganiser, toAnnouncement } from './service';

// Running an event: co-organisers, the invite link, and announcements (README.md). Each refusal
// to someone who does not run the event is the unknown event's 404.

export const USER_NOT_FOUND = 'No one with that username.';
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');

/** Only the hash is stored: a leaked database gives no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function organisersOf(db: Queryable, eventId: string): Promise<OrganiserList> {
  return { data: (await listOrganisers(db, eventId)).map((o) => ({ user: toPublicUser(o.user), role: o.role })) };
}

/** The listed person with that username whom `viewerId` may see (a block hides them both ways). */
async function findByUsername(db: Queryable, viewerId: string, username: string): Promise<string> {
  const name = username.replace(/^@/, '').toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, name), isListedUser, visibleTo(viewerId, users.id)))
    .limit(1);
  if (!row) throw userNotFound();
  return row.id;
}

/** The owner adds a co-organiser by username (adding one twice changes nothing). */
export async function addOrganiser(db: Db, ownerId: string, eventId: string, username: string): Promise<OrganiserList> {
  await requireOrganiser(db, eventId, ownerId, true);
  const userId = await findByUsername(db, ownerId, username);
  await insertOrganiser(db, eventId, userId, 'organiser');
  return organisersOf(db, eventId);
}

/** The owner removes a co-organiser; the owner cannot be removed (404, as for someone who is none). */
export async function removeOrganiser(db: Db, ownerId: string, eventId: string, username: string): Promise<OrganiserList> {
  await requireOrganiser(db, eventId, ownerId, true);
  const userId = await findByUsername(db, ownerId, username);
  if (!(await deleteOrganiser(db, eventId, userId))) throw userNotFound();
  return organisersOf(db, eventId);
}

/** A fresh invite link for an organiser; the link before it stops working. */
export async function rotateInviteLink(db: Db, userId: string, eventId: string, appUrl: string): Promise<string> {
  await requireOrganiser(db, eventId, userId);
  const token = randomBytes(24).toString('base64url');
  await setInviteTokenHash(db, eventId, hashToken(token));
  return `${appUrl}/events/join/${token}`;
}

/**
 * The invite link makes the caller a participant (going, no post), and answers the event's page.
 * An unknown or replaced link is 404; an ended event 409 EVENT_OVER, as going is then.
 */
export async function joinByToken(db: Db, userId: string, token: string): Promise<EventDetail> {
  const eventId = await findEventIdByTokenHash(db, hashToken(token));
  if (!eventId) throw notFound('This invite link does not work any more. Ask the organisers for a new one.', 'INVITE_NOT_FOUND');
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (event.over) throw eventOver();
  await insertAttendance(db, eventId, userId);
  return getEvent(db, userId, eventId);
}

/**
 * An organiser's announcement: stored, put in the outbox of everyone else taking part or running
 * the event (their settings decide on e-mail and push), and sent live to their open tabs.
 */
export async function postAnnouncement(app: FastifyInstance, userId: string, eventId: string, text: string): Promise<Announcement> {
  const db = app.db;
  await requireOrganiser(db, eventId, userId);
  const { row, audience } = await db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, eventId, userId, text);
    const audience = await audienceOf(tx, eventId);
    await enqueue(
      tx,
      audience.filter((id) => id !== userId).map((id) => ({ userId: id, event: 'announcement' as const, actorId: userId, subjectId: row.id })),
    );
    return { row, audience };
  });
  const announcement = toAnnouncement(row);
  const event = await findEvent(db, eventId);
  // The author's other tabs show it too; a person in several of these rooms gets it once.
  const rooms = [...new Set([...audience, userId])].map(userRoom);
  app.io.to(rooms).emit('eventAnnouncement', { eventId, eventName: event?.name ?? '', announcement });
  return announcement;
}

