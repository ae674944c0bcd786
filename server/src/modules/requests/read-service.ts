import { and, desc, eq, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { connectionRequests, users, type ConnectionRequest } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { blockedPair, canSee, visibleTo } from '../safety';
import { toPublicUser, type PublicUser, isListedUser } from '../users';
import { REQUEST_EXPIRY_DAYS, type ConnectionWith } from '@hackmate/shared/contracts';
import { USER_NOT_FOUND } from './service';

// Reads of requests: the lists a person sees and where they stand with someone. Writes: service.ts.

export interface PopulatedRequest {
  _id: string;
  senderId: PublicUser;
  receiverId: PublicUser;
  status: ConnectionRequest['status'];
}

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/** A sent request that expired is still listed to its sender until this many days after it was sent. */
export const EXPIRED_LISTED_DAYS = 2 * REQUEST_EXPIRY_DAYS;

/**
 * Pending requests the user received or sent, newest first, with both people's public fields;
 * never with someone hidden from them. Sent ones that expired unanswered stay listed to their
 * sender (status `expired`) until 14 days after sending; the receiver's list drops them at once.
 */
export async function listPending(db: Db, userId: string, box: 'received' | 'sent'): Promise<PopulatedRequest[]> {
  const mine = box === 'received' ? eq(connectionRequests.receiverId, userId) : eq(connectionRequests.senderId, userId);
  const pending = eq(connectionRequests.status, 'interested');
  const listed =
    box === 'received'
      ? pending
      : or(pending, and(eq(connectionRequests.status, 'expired'), sql`${connectionRequests.createdAt} > now() - make_interval(days => ${EXPIRED_LISTED_DAYS})`));
  const rows = await db
    .select({ request: connectionRequests, sender, receiver })
    .from(connectionRequests)
    .innerJoin(sender, eq(sender.id, connectionRequests.senderId))
    .innerJoin(receiver, eq(receiver.id, connectionRequests.receiverId))
    .where(and(mine, listed, visibleTo(userId, box === 'received' ? connectionRequests.senderId : connectionRequests.receiverId)))
    .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id));
  return rows.map((r) => ({
    _id: r.request.id,
    senderId: toPublicUser(r.sender),
    receiverId: toPublicUser(r.receiver),
    status: r.request.status,
  }));
}

/** The people the user passed, most recent first, who may still appear to them. */
export async function listPassed(db: Db, userId: string, limit: number): Promise<{ user: PublicUser; passedAt: string }[]> {
  const rows = await db
    .select({ user: receiver, at: connectionRequests.updatedAt })
    .from(connectionRequests)
    .innerJoin(receiver, eq(receiver.id, connectionRequests.receiverId))
    .where(and(eq(connectionRequests.senderId, userId), eq(connectionRequests.status, 'ignore'), visibleTo(userId, connectionRequests.receiverId)))
    .orderBy(desc(connectionRequests.updatedAt), desc(connectionRequests.id))
    .limit(limit);
  return rows.map((r) => ({ user: toPublicUser(r.user), passedAt: r.at.toISOString() }));
}

/** Everyone with an accepted request with the user, whichever side sent it, who may appear to them; latest first. */
export async function listConnections(db: Db, userId: string): Promise<PublicUser[]> {
  const rows = await db
    .select({ other: users })
    .from(connectionRequests)
    .innerJoin(
      users,
      or(
        and(eq(connectionRequests.senderId, userId), eq(users.id, connectionRequests.receiverId)),
        and(eq(connectionRequests.receiverId, userId), eq(users.id, connectionRequests.senderId)),
      ),
    )
    .where(
      and(
        eq(connectionRequests.status, 'accepted'),
        or(eq(connectionRequests.senderId, userId), eq(connectionRequests.receiverId, userId)),
        isListedUser,
        not(blockedPair(userId, users.id)),
      ),
    )
    .orderBy(desc(connectionRequests.updatedAt), desc(connectionRequests.id));
  return rows.map((r) => toPublicUser(r.other));
}

/**
 * Where `viewerId` stands with `otherId` (their profile's Connect button). Someone hidden from the
 * viewer is 404, as their profile is. A pass the other made on the viewer's request reads as
 * `sent`, as in the viewer's own list: a sender is never told they were turned down.
 */
export async function connectionWith(db: Db, viewerId: string, otherId: string): Promise<ConnectionWith> {
  if (viewerId === otherId || !(await canSee(db, viewerId, otherId))) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  const [row] = await db
    .select()
    .from(connectionRequests)
    .where(
      or(
        and(eq(connectionRequests.senderId, viewerId), eq(connectionRequests.receiverId, otherId)),
        and(eq(connectionRequests.senderId, otherId), eq(connectionRequests.receiverId, viewerId)),
      ),
    )
    .limit(1);
  if (!row) return { state: 'none', requestId: null };
  const mine = row.senderId === viewerId;
  const state: ConnectionWith['state'] =
    row.status === 'accepted'
      ? 'connected'
      : row.status === 'interested'
        ? mine
          ? 'sent'
          : 'received'
        : row.status === 'rejected' && mine
          ? 'sent'
          : 'closed';
  return { state, requestId: row.id };
}
