import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../db/client';
import { connectionRequests, type ConnectionRequest } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { canSee, visibleTo } from '../safety';
import { enqueue, enqueueFrom } from '../notifications';
import type { ReviewStatus, SendStatus } from '@hackmate/shared/contracts';

export const USER_NOT_FOUND = 'User not found.';
export const REQUEST_NOT_FOUND = 'Request not found.';

export interface RequestSummary {
  _id: string;
  senderId: string;
  receiverId: string;
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
