import type { PrivacySettings } from '@hackmate/shared/types';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';
import { connectedPair, orderedPair } from '../chat';
import { readableConversation } from '../safety';

export interface UnreadRow {
  partnerId: string;
  unread: number;
}

/**
 * The user's conversations with messages after their read position, newest first, with how many.
 * Each side of the pair is its own branch so both use a conversations index, and only
 * conversations whose last message is after the read position count their messages. Only
 * conversations the user may read (not with someone blocked either way or suspended).
 */
export async function unreadConversations(db: Db, me: string): Promise<UnreadRow[]> {
  const result = await db.execute(sql`
    with mine as (
      select id, user_b as partner_id, last_message_at, user_a_read_at as read_at from ${conversations} c
        where user_a = ${me} and last_message_at > coalesce(user_a_read_at, '-infinity') and ${readableConversation(me, sql`c.user_b`)}
      union all
      select id, user_a, last_message_at, user_b_read_at from ${conversations} c
        where user_b = ${me} and last_message_at > coalesce(user_b_read_at, '-infinity') and ${readableConversation(me, sql`c.user_a`)}
    )
    select partner_id, unread from (
      select mine.partner_id, mine.last_message_at,
        (select count(*) from ${messages} m
          where m.conversation_id = mine.id and m.receiver_id = ${me}
            and m.created_at > coalesce(mine.read_at, '-infinity'))::int as unread
      from mine
    ) counted
    where unread > 0
    order by last_message_at desc`);
  return (result as unknown as { rows: { partner_id: string; unread: number }[] }).rows.map((r) => ({ partnerId: r.partner_id, unread: Number(r.unread) }));
}

/**
 * Moves the user's read position in their conversation with `partnerId` to its newest message.
 * A position never moves back; a pair without a conversation has nothing to read.
 */
export interface ReadOutcome {
  /** False: no conversation to mark for this user (a block either way, a suspended partner). */
  readable: boolean;
  /** The new read position, when it moved (null: nothing new to read). */
  readAt: Date | null;
  /** Read receipts flow between the two: connected, and both send them (who sends none sees none). */
  receipts: boolean;
}

/**
 * Marks `me`'s conversation with `partnerId` read up to its newest message, in one statement (a
 * read follows nearly every message, so its round trips count): whether it may be read, the move
 * of the read position (only when there is something new: no write otherwise), and whether the
 * partner is to hear of it.
 */
export async function readConversation(db: Db, me: string, partnerId: string): Promise<ReadOutcome> {
  const [userA, userB] = orderedPair(me, partnerId);
  const column = userA === me ? sql.raw('user_a_read_at') : sql.raw('user_b_read_at');
  const result = await db.execute(sql`
    with gate as (select ${readableConversation(me, partnerId)} as readable),
    moved as (
      update ${conversations} set ${column} = last_message_at
      where user_a = ${userA} and user_b = ${userB} and last_message_at is not null
        and (${column} is null or ${column} < last_message_at)
        and (select readable from gate)
      returning ${column} as read_at
    )
    select (select readable from gate) as readable,
      (select read_at from moved) as read_at,
      ((select count(*) = 2 and bool_and(read_receipts) from ${users} where id in (${me}, ${partnerId})) and ${connectedPair(me, partnerId)}) as receipts`);
  const row = (result as unknown as { rows: { readable: boolean; read_at: Date | string | null; receipts: boolean }[] }).rows[0]!;
  return { readable: row.readable, readAt: row.read_at === null ? null : new Date(row.read_at), receipts: row.receipts };
}

export async function readSettings(db: Db, me: string): Promise<PrivacySettings> {
  const [row] = await db.select({ showPresence: users.showPresence, readReceipts: users.readReceipts }).from(users).where(eq(users.id, me));
  return row ?? { showPresence: true, readReceipts: true };
}

export async function writeSettings(db: Db, me: string, edit: Partial<PrivacySettings>): Promise<PrivacySettings> {
  if (Object.keys(edit).length === 0) return readSettings(db, me);
  const [row] = await db.update(users).set(edit).where(eq(users.id, me)).returning({ showPresence: users.showPresence, readReceipts: users.readReceipts });
  return row!;
}
