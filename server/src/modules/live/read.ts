import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../realtime/rooms';
import { readConversation } from './repository';

/**
 * `me` has read their conversation with `partnerId` (HTTP or the `markRead` socket event): their
 * other tabs hear `conversationRead`, and the partner `messagesRead` when the position moved and
 * both send read receipts. False when the conversation is not theirs to mark (a block either way,
 * a suspended partner).
 */
export async function markConversationRead(app: FastifyInstance, me: string, partnerId: string): Promise<boolean> {
  const { readable, readAt, receipts } = await readConversation(app.db, me, partnerId);
  if (!readable) return false;
  app.io.to(userRoom(me)).emit('conversationRead', { partnerId });
  if (readAt && receipts) app.io.to(userRoom(partnerId)).emit('messagesRead', { by: me, readAt: readAt.toISOString() });
  return true;
}
