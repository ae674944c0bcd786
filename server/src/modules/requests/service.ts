import { and, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUniqueViolation, type Db } from '../../db/client';
import { connectionRequests, users, type ConnectionRequest } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { blockedPair, canSee, visibleTo } from '../safety';
import { enqueue, enqueueFrom } from '../notifications';
import { toPublicUser, type PublicUser, isListedUser } from '../users';
import { REQUEST_EXPIRY_DAYS, type ConnectionWith, type ReviewStatus, type SendStatus } from '@hackmate/shared/contracts';

export const USER_NOT_FOUND = 'User not found.';
export const REQUEST_NOT_FOUND = 'Request not found.';

export interface RequestSummary {
  _id: string;
  senderId: string;
  receiverId: string;
  status: ConnectionRequest['status'];
}

export interface PopulatedRequest {
  _id: string;
  senderId: PublicUser;
  receiverId: PublicUser;
  status: ConnectionRequest['status'];
}

/** What a swipe leaves: a request, an ignore, or (answering theirs) a match or a pass; never an expiry. */
export type SwipeSummary = RequestSummary & { status: Exclude<ConnectionRequest['status'], 'expired'> };

const summary = (row: ConnectionRequest): RequestSummary => ({
  _id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  status: row.status,
});

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.cause?.code ?? e?.code) === '23503';
}

/**
 * Records a swipe. At most one request ever exists per pair of users, in either direction: the
 * unique index on (least, greatest) decides, so two simultaneous sends (A→B twice, or A→B and
 * B→A) leave one row and the other caller gets 409 — unless the other side's Interested awaits an
 * answer (the feed shows such people): then the swipe answers it, Interested accepting it (the
 * two are connected) and Ignore rejecting it. Someone unknown, suspended, deleted or in a block
 * with the sender (either way) is 404, the same answer, so nobody learns they were blocked.
 */
export async function sendRequest(db: Db, senderId: string, receiverId: string, status: SendStatus): Promise<SwipeSummary> {
  if (senderId === receiverId) throw badRequest('You cannot send a request to yourself.', 'SELF_REQUEST');
  // No look-up first: the insert itself reads whether the receiver may be reached.
  try {
    // The receiver's notification of an Interested is written by the same statement (outbox).
    const result = await db.execute(sql`
      with sent as (
        insert into ${connectionRequests} (sender_id, receiver_id, status)
        select ${senderId}::uuid, ${receiverId}::uuid, ${status} where ${visibleTo(senderId, receiverId)}
        returning id, sender_id, receiver_id, status
      ), notified as (${enqueueFrom('sent', 'request', { recipient: 'receiver_id', actor: 'sender_id', subject: 'id' }, sql`sent.status = 'interested'`)})
      select id, sender_id, receiver_id, status from sent`);
    const row = (result as unknown as { rows: { id: string; sender_id: string; receiver_id: string; status: SendStatus }[] }).rows[0];
    if (!row) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    return { _id: row.id, senderId: row.sender_id, receiverId: row.receiver_id, status: row.status };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const answered = await answerTheirRequest(db, senderId, receiverId, status);
      if (answered) return answered;
      const reconsidered = status === 'interested' ? await reconsiderPass(db, senderId, receiverId) : null;
      if (reconsidered) return reconsidered;
      throw conflict('There is already a request between you and this user.', 'REQUEST_EXISTS');
    }
    // The receiver was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    throw err;
  }
}

/** A swipe on someone whose Interested to the swiper is pending: one guarded statement answers it. */
async function answerTheirRequest(db: Db, swiperId: string, otherId: string, status: SendStatus): Promise<SwipeSummary | null> {
  const answer = status === 'interested' ? 'accepted' : 'rejected';
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(connectionRequests)
      .set({ status: answer, updatedAt: new Date() })
      .where(and(eq(connectionRequests.senderId, otherId), eq(connectionRequests.receiverId, swiperId), eq(connectionRequests.status, 'interested')))
      .returning();
    if (updated && answer === 'accepted') await enqueue(tx, [{ userId: otherId, event: 'match', actorId: swiperId, subjectId: updated.id }]);
    return updated;
  });
  return row ? { ...summary(row), status: answer } : null;
}

/**
 * Interested on someone the swiper passed (from the people passed, once the feed ran out): the
 * pass becomes a request, sent now (its 7 days start again) and told to the receiver as any.
 */
async function reconsiderPass(db: Db, swiperId: string, otherId: string): Promise<SwipeSummary | null> {
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(connectionRequests)
      .set({ status: 'interested', createdAt: now, updatedAt: now })
      .where(and(eq(connectionRequests.senderId, swiperId), eq(connectionRequests.receiverId, otherId), eq(connectionRequests.status, 'ignore'), visibleTo(swiperId, otherId)))
      .returning();
    if (updated) await enqueue(tx, [{ userId: otherId, event: 'request', actorId: swiperId, subjectId: updated.id }]);
    return updated;
  });
  return row ? { ...summary(row), status: 'interested' } : null;
}

/**
 * Reviews a pending request in one guarded statement, so two reviews racing cannot both win:
 * accepted/rejected update it only if the caller is its receiver; withdraw deletes it (or an
 * Ignore swipe) only if the caller is its sender. A withdrawn request leaves no row behind, so
 * the two may meet again in the feed and either may send a new one.
 * On refusal nothing changes: a stranger learns nothing (404), nor does anyone about a request
 * with someone suspended, deleted or in a block with them (404); a party in the wrong role gets
 * 403, the right party on an answered request gets 409.
 */
export async function reviewRequest(db: Db, userId: string, requestId: string, status: ReviewStatus): Promise<RequestSummary> {
  const other = status === 'withdraw' ? connectionRequests.receiverId : connectionRequests.senderId;
  // An Ignore is nobody's to answer, so only its sender may take it back (the feed's Undo).
  const open = status === 'withdraw' ? inArray(connectionRequests.status, ['interested', 'ignore']) : eq(connectionRequests.status, 'interested');
  const pending = and(eq(connectionRequests.id, requestId), open, visibleTo(userId, other));
  const rows =
    status === 'withdraw'
      ? await db.delete(connectionRequests).where(and(pending, eq(connectionRequests.senderId, userId))).returning()
      : await db.transaction(async (tx) => {
          const updated = await tx
            .update(connectionRequests)
            .set({ status, updatedAt: new Date() })
            .where(and(pending, eq(connectionRequests.receiverId, userId)))
            .returning();
          // The sender hears of an acceptance (a match), never of a rejection.
          const r = updated[0];
          if (r && status === 'accepted') await enqueue(tx, [{ userId: r.senderId, event: 'match', actorId: userId, subjectId: r.id }]);
          return updated;
        });
  if (rows[0]) return summary(rows[0]);

  const [existing] = await db.select().from(connectionRequests).where(eq(connectionRequests.id, requestId));
  const otherId = existing?.senderId === userId ? existing.receiverId : existing?.senderId;
  if (!existing || !otherId || (existing.senderId !== userId && existing.receiverId !== userId) || !(await canSee(db, userId, otherId))) {
    throw notFound(REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
  }
  const mustBe = status === 'withdraw' ? existing.senderId : existing.receiverId;
  if (mustBe !== userId) {
    throw forbidden(
      status === 'withdraw' ? 'Only the sender can withdraw a request.' : 'Only the receiver can answer a request.',
      'NOT_YOUR_REQUEST',
    );
  }
  throw conflict('This request is no longer pending.', 'NOT_PENDING');
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
