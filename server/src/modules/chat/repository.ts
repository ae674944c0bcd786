import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionRequests, conversations, messages, users, type Message, type User } from '../../db/schema';
import { holds, listedId, readableConversation, visibleTo, type IdRef } from '../safety';
import { enqueueFrom } from '../notifications';
import { firstReplyCheck } from './reply-time';

/** Conversations are stored once per pair, in canonical order (the table's check constraint). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * SQL: `a` and `b` are connections: an accepted request between them, whichever sent it; neither
 * blocked the other; both may appear to others. Arguments must not be columns of an unaliased
 * connection_requests or users in the surrounding query (this one's rows would answer).
 */
export function connectedPair(a: IdRef, b: IdRef): SQL {
  return sql`(exists (select 1 from ${connectionRequests} where ${connectionRequests.status} = 'accepted'
    and ((${connectionRequests.senderId} = ${a} and ${connectionRequests.receiverId} = ${b}) or (${connectionRequests.senderId} = ${b} and ${connectionRequests.receiverId} = ${a})))
    and ${visibleTo(a, b)} and ${listedId(a)})`;
}

/** Whether the two may write to each other now (see connectedPair). */
export const areConnected = (db: Db, a: string, b: string) => holds(db, connectedPair(a, b));

export async function findUsers(db: Db, ids: string[]): Promise<Map<string, User>> {
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u]));
}

/** A stored message and its sender's name as it is now. */
export type NamedMessage = Message & { senderName: string };

/** A message just stored, and whether it is the sender's first reply in its conversation (reply-time.ts). */
export type StoredMessage = NamedMessage & { firstReply: boolean };

export async function findMessageByClientId(db: Db, senderId: string, clientId: string): Promise<NamedMessage | null> {
  const [row] = await db
    .select({ message: messages, senderName: users.fullName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ? { ...row.message, senderName: row.senderName } : null;
}

export interface NewMessage {
  senderId: string;
  receiverId: string;
  text: string;
  clientId: string | null;
}

/** A message row as raw SQL (`db.execute`) returns it. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  text: string;
  client_id: string | null;
  created_at: Date | string;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    text: row.text,
    clientId: row.client_id,
    createdAt: new Date(row.created_at),
  };
}

/**
 * Stores a message between two connected users in ONE statement (so one implicit transaction
 * and one round trip, which is most of a send's cost): the connection is checked (connectedPair), the pair's
 * conversation created or bumped with it as the last message, and the message inserted.
 * `now()` is the transaction's start, so the conversation's last_message_at equals the message's
 * created_at, and the sender's read position moves to it. The sender's name is read in the same
 * statement (a rename shows on the next message), and whether it is the sender's first reply there (reply-time.ts).
 * Returns null, changing nothing, when the two are not connected or the sender
 * already stored this clientId (the caller tells which).
 */
export async function insertMessage(db: Db, m: NewMessage): Promise<StoredMessage | null> {
  const [userA, userB] = orderedPair(m.senderId, m.receiverId);
  // Whoever writes has read the conversation up to their own message.
  const senderIsA = userA === m.senderId;
  const result = await db.execute(sql`
    with allowed as (
      select 1 where ${connectedPair(m.senderId, m.receiverId)}
        and not exists (select 1 from ${messages} where sender_id = ${m.senderId} and client_id = ${m.clientId})
    ), conversation as (
      insert into ${conversations} (user_a, user_b, last_message_text, last_message_at, user_a_read_at, user_b_read_at)
      select ${userA}, ${userB}, ${m.text}, now(), ${senderIsA ? sql`now()` : null}, ${senderIsA ? null : sql`now()`} from allowed
      on conflict (user_a, user_b) do update
        set last_message_text = excluded.last_message_text, last_message_at = excluded.last_message_at,
            user_a_read_at = coalesce(excluded.user_a_read_at, ${conversations}.user_a_read_at),
            user_b_read_at = coalesce(excluded.user_b_read_at, ${conversations}.user_b_read_at)
      returning id
    ), sent as (
      insert into ${messages} (conversation_id, sender_id, receiver_id, text, client_id)
      select id, ${m.senderId}, ${m.receiverId}, ${m.text}, ${m.clientId} from conversation
      on conflict (sender_id, client_id) where client_id is not null do nothing
      returning id, conversation_id, sender_id, receiver_id, text, client_id, created_at
    ), notified as (${enqueueFrom('sent', 'message', { recipient: 'receiver_id', actor: 'sender_id', subject: 'id' })})
    select id, conversation_id, sender_id, receiver_id, text, client_id, created_at,
      (select full_name from ${users} where ${users.id} = messages.sender_id) as sender_name,
      ${firstReplyCheck(m.senderId, m.receiverId)} as first_reply
    from sent as messages`);
  const row = (result as unknown as { rows: (MessageRow & { sender_name: string; first_reply: boolean | null })[] }).rows[0];
  return row ? { ...toMessage(row), senderName: row.sender_name, firstReply: row.first_reply === true } : null;
}

/** The pair's conversation and how far `other` has read it (null: never, or no conversation). */
export async function findConversation(db: Db, me: string, other: string): Promise<{ id: string; otherReadAt: Date | null } | null> {
  const [userA, userB] = orderedPair(me, other);
  const [row] = await db
    .select({ id: conversations.id, aReadAt: conversations.userAReadAt, bReadAt: conversations.userBReadAt })
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, otherReadAt: other === userA ? row.aReadAt : row.bReadAt };
}

export type Cursor = { before: string } | { afterId: string } | { afterTime: string } | null;

/**
 * A page of a conversation. Rows compare on (created_at, id) so messages sharing a timestamp are
 * neither skipped nor repeated; cursor rows are looked up in SQL because a JavaScript Date would
 * drop the microseconds PostgreSQL keeps. Newest-first pages for `before` (and no cursor), oldest-
 * first for `after`; `limit + 1` rows are read to know whether more exist.
 */
export async function pageMessages(db: Db, conversationId: string, cursor: Cursor, limit: number): Promise<Message[]> {
  const key = sql`(${messages.createdAt}, ${messages.id})`;
  const cursorRow = (id: string) => sql`(select m.created_at, m.id from ${messages} m where m.id = ${id} and m.conversation_id = ${conversationId})`;
  const inConversation = eq(messages.conversationId, conversationId);
  if (cursor && 'afterId' in cursor) {
    return db.select().from(messages).where(and(inConversation, sql`${key} > ${cursorRow(cursor.afterId)}`)).orderBy(asc(messages.createdAt), asc(messages.id)).limit(limit + 1);
  }
  if (cursor && 'afterTime' in cursor) {
    return db
      .select()
      .from(messages)
      // Clients see millisecond timestamps while the column keeps microseconds: "after 12:00:00.123"
      // means from 12:00:00.124 on, or the message shown as .123 would come back.
      .where(and(inConversation, sql`${messages.createdAt} >= ${cursor.afterTime}::timestamptz + interval '1 millisecond'`))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(limit + 1);
  }
  const older = cursor ? sql`${key} < ${cursorRow(cursor.before)}` : undefined;
  return db.select().from(messages).where(and(inConversation, older)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit + 1);
}

export async function messageExists(db: Db, conversationId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.conversationId, conversationId)))
    .limit(1);
  return rows.length > 0;
}

export interface ConversationRow {
  id: string;
  otherId: string;
  lastMessageText: string | null;
  lastMessageAt: Date | string | null;
}

/**
 * The user's conversations they may read (readableConversation), newest first and never-used ones last. Each half of the UNION reads
 * one of the (user_x, last_message_at DESC NULLS LAST) indexes in order, so only `limit` rows per
 * side are touched however many conversations exist.
 */
export async function listConversationRows(db: Db, userId: string, limit: number): Promise<ConversationRow[]> {
  const result = await db.execute(sql`
    select id, other_id as "otherId", last_message_text as "lastMessageText", last_message_at as "lastMessageAt" from (
      (select id, user_b as other_id, last_message_text, last_message_at from ${conversations} c
        where user_a = ${userId} and ${readableConversation(userId, sql`c.user_b`)} order by last_message_at desc nulls last limit ${limit})
      union all
      (select id, user_a as other_id, last_message_text, last_message_at from ${conversations} c
        where user_b = ${userId} and ${readableConversation(userId, sql`c.user_a`)} order by last_message_at desc nulls last limit ${limit})
    ) both_sides
    order by last_message_at desc nulls last, id
    limit ${limit}`);
  return (result as unknown as { rows: ConversationRow[] }).rows;
}
