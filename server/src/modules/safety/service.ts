import type { BlockedUser } from '@hackmate/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { notifyConnectionEnded } from './connection-ended';
import { blockedBy, deleteBlock, deleteConnection, isListedId, writeBlock } from './repository';

export { writeBlock };
export const USER_NOT_FOUND = 'User not found';

/**
 * Blocks `blockedId` for `blockerId`, idempotently: one transaction records it and deletes every
 * request between the two (their connection ends, pending requests are gone). Someone unknown,
 * deleted or suspended is 404, as on every other path.
 */
export async function blockUser(app: FastifyInstance, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest('You cannot block yourself.', 'SELF_BLOCK');
  await app.db.transaction(async (tx) => {
    if (!(await isListedId(tx, blockedId))) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    await writeBlock(tx, blockerId, blockedId);
  });
  announceBlock(app, blockerId, blockedId);
}

/**
 * After a block is committed (here, or by a report that blocks in its own transaction with
 * `writeBlock`): every process's matching engine forgets the two's partner sets, and the
 * blocker's other tabs re-read their lists. The blocked person is never told.
 */
export function announceBlock(app: FastifyInstance, blockerId: string, blockedId: string): void {
  app.bus.publish('feed-changed', { userIds: [blockerId, blockedId] });
  notifyConnectionEnded(app, [blockerId, blockedId], [blockerId]);
}

/** Lifts the block, if any. The two may meet again in the feed; a connection is not restored. */
export async function unblockUser(app: FastifyInstance, blockerId: string, blockedId: string): Promise<void> {
  if (await deleteBlock(app.db, blockerId, blockedId)) app.bus.publish('feed-changed', { userIds: [blockerId, blockedId] });
}

export async function listBlocked(db: Db, blockerId: string): Promise<BlockedUser[]> {
  const rows = await blockedBy(db, blockerId);
  return rows.map((r) => ({ _id: r.id, fullName: r.fullName, userName: r.userName, profileUrl: r.profileUrl, blockedAt: r.blockedAt.toISOString() }));
}

/**
 * Unmatch: either side ends the connection. The conversation and its messages stay, readable by
 * both and closed to new messages; the two may meet again in the feed (unless one blocks).
 */
export async function endConnection(app: FastifyInstance, me: string, other: string): Promise<void> {
  if (!(await deleteConnection(app.db, me, other))) throw notFound('You are not connected with this user.', 'NOT_CONNECTED');
  app.bus.publish('feed-changed', { userIds: [me, other] });
  notifyConnectionEnded(app, [me, other], [me, other]);
}

/**
 * Someone must vanish from every feed at once (suspended, account deleted): every process drops
 * them from its matching index and card cache. Call it after the change is committed; the
 * index reloads only listed people, and `user-changed` brings someone back (unsuspended).
 */
export function hideUser(app: FastifyInstance, userId: string): void {
  app.bus.publish('user-removed', { userId });
}
