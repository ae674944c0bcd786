import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, inList } from './columns';
import { users, userRef } from './people';

// What to tell people by e-mail (the outbox) and how they want to be told.

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'held', 'digested', 'skipped', 'failed'] as const;

/**
 * The outbox (migration 0017): one row per thing to tell a person and channel, written in the same
 * transaction (or statement) as what causes it, and sent by the worker (modules/notifications).
 * `dedupe_key` is the idempotency key per notification and channel: the same cause is stored once,
 * and the row's id becomes the e-mail's Message-ID, the same on every retry. `pending` rows are
 * due at `due_at`; `sending` rows are claimed by a worker until `lease_until`; `held` rows wait for
 * the digest due at `due_at`, which lists them (`digest_id`, status `digested`). A digest is a row
 * of kind `digest` itself.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id'),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    // What happened, finer than the kind the person chooses about (team-invite, join-request…).
    event: text('event').notNull(),
    // The other person involved, if any: blocks and suspensions are checked against them at send time.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The request, message, team request or proposal it is about.
    subjectId: uuid('subject_id'),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').$type<(typeof NOTIFICATION_STATUSES)[number]>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    digestId: uuid('digest_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Outcomes (migration 0020, the matching report): the first click on its link, and the
    // person's first signed-in request after it was sent.
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_status_check', sql`${t.status} in (${inList(NOTIFICATION_STATUSES)})`),
    check('notifications_channel_check', sql`${t.channel} in ('email', 'push')`),
    uniqueIndex('notifications_channel_dedupe_key').on(t.channel, t.dedupeKey),
    // The worker's scan: what is due, oldest first, and claims whose worker died.
    index('notifications_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending', 'sending', 'held')`),
    // The daily cap (sent today) and a person's deletion.
    index('notifications_user_status_idx').on(t.userId, t.status, t.sentAt),
    index('notifications_digest_idx')
      .on(t.digestId)
      .where(sql`${t.digestId} is not null`),
    // Marking a returning person's sent notifications: only those still waiting for their return.
    index('notifications_awaiting_return_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'sent' and ${t.returnedAt} is null`),
  ],
);

/**
 * Each one-click unsubscribe that turned something off (migration 0020): who, what (a kind or
 * `digest`) and when, for the matching report. Deleting the account deletes its rows.
 */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    id: id(),
    userId: userRef('user_id'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_unsubscribes_created_idx').on(t.createdAt)],
);

/**
 * A person's choices (no row: the defaults of @hackmate/shared/contracts). `email` maps each kind
 * to instant / digest / off, `push` to instant / off (a kind missing: the default). Quiet hours
 * are minutes after local midnight; start = end means none.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<Record<string, string>>().notNull(),
  push: jsonb('push').$type<Record<string, string>>().notNull().default({}),
  digestHour: smallint('digest_hour').notNull(),
  quietStart: smallint('quiet_start').notNull(),
  quietEnd: smallint('quiet_end').notNull(),
  timeZone: text('time_zone').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Web push (migration 0018): one row per browser that turned push on, as its PushSubscription
 * said. The endpoint is the browser's: signing in as someone else there moves it to them. Rows go
 * when the person turns push off there, or when the push service answers 404/410 for it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userRef('user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export type Notification = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationPreference = typeof notificationPreferences.$inferSelect;
