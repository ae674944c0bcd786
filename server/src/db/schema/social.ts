import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';
import { userRef } from './people';

// Two people meeting: connection requests, their conversations and messages, and the feed's
// weekly counts.

/** `expired`: an Interested left unanswered for 7 days (the expiry sweep sets it). */
export const CONNECTION_STATUSES = ['interested', 'ignore', 'accepted', 'rejected', 'expired'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: id(),
    senderId: userRef('sender_id'),
    receiverId: userRef('receiver_id'),
    status: text('status').$type<ConnectionStatus>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('connection_requests_status_check', sql`${t.status} in ('interested', 'ignore', 'accepted', 'rejected', 'expired')`),
    check('connection_requests_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    // One request per pair of users, whichever direction: the database, not a
    // check-then-insert race in the service, guarantees it.
    uniqueIndex('connection_requests_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('connection_requests_sender_status_idx').on(t.senderId, t.status),
    index('connection_requests_receiver_status_idx').on(t.receiverId, t.status),
    // The expiry sweep's scan: pending requests, oldest first (migration 0016_request_expiry).
    index('connection_requests_interested_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'interested'`),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    // Stored in canonical order (user_a < user_b) so a pair maps to exactly one row.
    userA: userRef('user_a'),
    userB: userRef('user_b'),
    lastMessageText: text('last_message_text'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // Read positions: each side has read every message the other sent up to this time (the
    // navbar's unread counts are the partner's messages after it).
    userAReadAt: timestamp('user_a_read_at', { withTimezone: true }),
    userBReadAt: timestamp('user_b_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_ordered_pair_check', sql`${t.userA} < ${t.userB}`),
    uniqueIndex('conversations_pair_key').on(t.userA, t.userB),
    // Lists sort newest first with never-used conversations last:
    // `ORDER BY last_message_at DESC NULLS LAST` matches these indexes.
    index('conversations_user_a_last_idx').on(t.userA, t.lastMessageAt.desc()),
    index('conversations_user_b_last_idx').on(t.userB, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    receiverId: userRef('receiver_id'),
    text: text('text').notNull(),
    // Chosen by the sending client so a retried send is stored once (idempotency key).
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLS FIRST is what a plain `ORDER BY created_at DESC, id DESC` means, so drizzle's
    // desc() helpers use this index directly (both columns are NOT NULL anyway).
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Search across one's conversations (full-text, no language: names and code words stay whole).
    index('messages_text_search_idx').using('gin', sql`to_tsvector('simple', ${t.text})`),
    uniqueIndex('messages_sender_client_id_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * What the ranking achieves, counted cheaply: one row per week (Monday, UTC) of aggregate counts,
 * not a row per card shown. The rest of the outcome report (swipes, matches, replies) is read from
 * the requests and messages themselves (`pnpm report:matching`).
 */
export const feedStats = pgTable('feed_stats', {
  week: date('week', { mode: 'string' }).primaryKey(),
  cardsShown: bigint('cards_shown', { mode: 'number' }).notNull().default(0),
  pagesServed: bigint('pages_served', { mode: 'number' }).notNull().default(0),
});

export type ConnectionRequest = typeof connectionRequests.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
