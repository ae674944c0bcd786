import type { ChatMessage, Conversation, PublicUser } from '@hackmate/shared/types';
import type { Db } from '../../db/client';
import type { Message } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { canReadConversation } from '../safety';
import { toPublicUser } from '../users';
import {
  areConnected,
  findConversation,
  findMessageByClientId,
  findUsers,
  insertMessage,
  listConversationRows,
  messageExists,
  pageMessages,
  type Cursor,
} from './repository';
import type { HistoryQuery } from '@hackmate/shared/contracts';

export const CONVERSATIONS_LIMIT = 100;

/** A message as clients receive it: both spellings of the text occur in the spec (SPEC §3). */
export function toChatMessage(row: Message, senderName: string): ChatMessage {
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.text,
    text: row.text,
    timestamp: row.createdAt.toISOString(),
    senderName,
    clientId: row.clientId,
  };
}

export class ChatRefusal extends Error {
  constructor(
    readonly code: 'NOT_CONNECTED' | 'CLIENT_ID_REUSED',
    message: string,
  ) {
    super(message);
  }
}

export interface SendInput {
  senderId: string;
  receiverId: string;
  text: string;
  clientId: string | null;
}

export interface SendResult {
  message: ChatMessage;
  /** false when this was a re-send of a message already stored (same sender and clientId). */
  created: boolean;
  /** A new message that is the sender's first reply in the conversation: their reply time changed. */
  firstReply: boolean;
}

export { areConnected };

/**
 * Stores a message from one connection to another. The answer comes only after the commit, so
 * whatever a client sees acknowledged is durable. A re-send with a known clientId returns the
 * stored message instead of a second copy.
 */
export async function sendMessage(db: Db, input: SendInput): Promise<SendResult> {
  const refused = () => new ChatRefusal('NOT_CONNECTED', 'You can only message your connections.');
  if (input.senderId === input.receiverId) throw refused();
  const row = await insertMessage(db, input);
  if (row) return { message: toChatMessage(row, row.senderName), created: true, firstReply: row.firstReply };

  // Nothing stored: a re-send of a stored clientId, or not connected.
  const existing = input.clientId ? await findMessageByClientId(db, input.senderId, input.clientId) : null;
  if (!existing) throw refused();
  if (existing.receiverId !== input.receiverId) {
    throw new ChatRefusal('CLIENT_ID_REUSED', 'That message id was already used for another conversation.');
  }
  return { message: toChatMessage(existing, existing.senderName), created: false, firstReply: false };
}

export interface HistoryPage {
  messages: ChatMessage[];
  nextCursor: string | null;
  partner: PublicUser;
  partnerReadAt: string | null;
  connected: boolean;
}

const NO_SUCH_USER = 'This user does not exist.';

/**
 * One page of the signed-in user's conversation with `receiverId`, for the two participants only.
 * Connections read and write; after the connection ended (unmatch, or the partner deleted their
 * account) the history stays readable, with `connected: false`; someone never connected has
 * nothing to read (403). A block either way or a suspended partner is 404, as an unknown user.
 */
export async function getHistory(db: Db, me: string, receiverId: string, query: HistoryQuery): Promise<HistoryPage> {
  if (receiverId === me) throw badRequest('You cannot chat with yourself.', 'SELF_CHAT');
  const people = await findUsers(db, [me, receiverId]);
  const partnerRow = people.get(receiverId);
  if (!partnerRow || !(await canReadConversation(db, me, receiverId))) throw notFound(NO_SUCH_USER, 'USER_NOT_FOUND');
  const partner = toPublicUser(partnerRow);
  const [connected, conversation] = await Promise.all([areConnected(db, me, receiverId), findConversation(db, me, receiverId)]);
  if (!connected && !conversation) throw forbidden('You can only message your connections.', 'NOT_CONNECTED');

  if (!conversation) return { messages: [], nextCursor: null, partner, partnerReadAt: null, connected };
  const conversationId = conversation.id;
  // Receipts go both ways or not at all (whoever sends none sees none), and only between connections.
  const receipts = connected && people.get(me)!.readReceipts && partnerRow.readReceipts;
  const partnerReadAt = receipts && conversation.otherReadAt ? conversation.otherReadAt.toISOString() : null;

  const cursor: Cursor = query.before ? { before: query.before } : (query.after ?? null);
  const cursorId = query.before ?? (query.after && 'afterId' in query.after ? query.after.afterId : undefined);
  if (cursorId && !(await messageExists(db, conversationId, cursorId))) throw badRequest('That cursor does not belong to this conversation.', 'BAD_CURSOR');

  const rows = await pageMessages(db, conversationId, cursor, query.limit);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const older = !query.after;
  if (older) page.reverse();
  const names = new Map([...people].map(([id, u]) => [id, u.fullName]));
  return {
    partnerReadAt,
    messages: page.map((m) => toChatMessage(m, names.get(m.senderId) ?? '')),
    // Older pages continue from the oldest message shown; catch-up pages say nothing about older ones.
    nextCursor: older && more ? page[0]!.id : null,
    partner,
    connected,
  };
}

/**
 * The signed-in user's conversations, newest first (never-used last), each with both participants
 * (the signed-in user first) and the last message; none with someone blocked either way or
 * suspended (a deleted partner's stays, as "Deleted user").
 */
export async function listConversations(db: Db, me: string): Promise<Conversation[]> {
  const rows = await listConversationRows(db, me, CONVERSATIONS_LIMIT);
  if (rows.length === 0) return [];
  const people = await findUsers(db, [me, ...new Set(rows.map((r) => r.otherId))]);
  const self = people.get(me);
  return rows.map((r) => {
    const other = people.get(r.otherId);
    const at = r.lastMessageAt === null ? null : new Date(r.lastMessageAt);
    return {
      _id: r.id,
      participants: [self, other].filter((u) => u !== undefined).map(toPublicUser),
      lastMessage: at && r.lastMessageText !== null ? { text: r.lastMessageText, timestamp: at.toISOString() } : null,
    };
  });
}
