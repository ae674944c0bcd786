/**
 * The whole data model, defined up front so that feature slices add behaviour, not competing
 * migrations. Edit here, then run `pnpm --filter @hackmate/server db:generate`.
 * SQL must run on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): no uuidv7().
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Exposed to clients as `_id` (the spec's name); the mapping happens in each module's serializer.
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type SocialIds = Partial<Record<'Linkedin' | 'Github' | 'LeetCode' | 'GeeksForGeeks' | 'CodeForces' | 'CodeChef', string>>;

export const CONNECTION_STATUSES = ['interested', 'ignore', 'accepted', 'rejected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    userName: text('user_name').notNull().unique(),
    emailId: text('email_id').notNull(),
    // Null for accounts created through Google sign-in.
    passwordHash: text('password_hash'),
    firebaseUid: text('firebase_uid').unique(),
    profileUrl: text('profile_url').notNull().default(''),
    bio: text('bio').notNull().default(''),
    gradYear: integer('grad_year'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    // What they bring to a team (ROLES of @hackmate/shared/catalogues); empty: their skills say.
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    socialIds: jsonb('social_ids').$type<SocialIds>().notNull().default(sql`'{}'::jsonb`),
    // Denormalised count of `hackathons` rows for the feed's experience filter; maintained
    // by the profile service in the same transaction as the insert/delete.
    hackathonCount: integer('hackathon_count').notNull().default(0),
    // Number of `projects` rows, kept in step by a database trigger (migration 0002), so no
    // code path that adds or removes projects can forget it.
    projectCount: integer('project_count').notNull().default(0),
    // How many of the five profile sections are still empty (bio, picture, skills, a project or
    // hackathon, a social link): 0 = complete. Computed by the database on every write.
    // Privacy (live layer): whether connections see them online, and whether they send read
    // receipts (who sends none sees none).
    showPresence: boolean('show_presence').notNull().default(true),
    readReceipts: boolean('read_receipts').notNull().default(true),
    // Safety: a suspended account cannot sign in and is hidden from everyone (moderation CLI).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // A deleted account stays as a scrubbed tombstone so the other side's messages keep their
    // sender ("Deleted user"); its e-mail and username are freed for a new sign-up.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    profileGaps: smallint('profile_gaps')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when btrim(bio) in ('', 'Bio not available') then 1 else 0 end)
          + (case when profile_url = '' then 1 else 0 end)
          + (case when cardinality(skills) = 0 then 1 else 0 end)
          + (case when project_count = 0 and hackathon_count = 0 then 1 else 0 end)
          + (case when jsonb_path_exists(social_ids, '$.* ? (@ != "")') then 0 else 1 end)`,
      ),
    // Their last signed-in request (at most a few minutes stale): the feed favours the active.
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Addresses are compared case-insensitively: "Ann@x.io" and "ann@x.io" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.emailId})`),
    // The ranking engine keeps everyone in memory (modules/matching); the database only finds
    // who was active lately, to refresh it.
    index('users_last_active_idx').on(t.lastActiveAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    // Shown in Settings' session list; refreshed at most every few minutes.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: userRef('user_id'),
    // Only a hash is stored: a database leak must not hand out working reset links.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    techStack: text('tech_stack').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('projects_user_id_idx').on(t.userId)],
);

export const hackathons = pgTable(
  'hackathons',
  {
    id: id(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    outcome: text('outcome').notNull().default(''),
    date: text('date').notNull().default(''),
    role: text('role').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('hackathons_user_id_idx').on(t.userId)],
);

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
    check('connection_requests_status_check', sql`${t.status} in ('interested', 'ignore', 'accepted', 'rejected')`),
    check('connection_requests_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    // One request per pair of users, whichever direction: the database, not a
    // check-then-insert race in the service, guarantees it.
    uniqueIndex('connection_requests_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('connection_requests_sender_status_idx').on(t.senderId, t.status),
    index('connection_requests_receiver_status_idx').on(t.receiverId, t.status),
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
 * A block hides two people from each other everywhere, both ways; the blocked one is never told.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    // "Did either block the other" is asked from both sides.
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

export const REPORT_TARGETS = ['user', 'message', 'team'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: userRef('reporter_id'),
    targetKind: text('target_kind').$type<(typeof REPORT_TARGETS)[number]>().notNull(),
    targetId: uuid('target_id').notNull(),
    // The person the report is about (the user, the message's sender, the team's owner).
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<(typeof REPORT_STATUSES)[number]>().notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('reports_target_kind_check', sql`${t.targetKind} in ('user', 'message', 'team')`),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    // One open report per reporter and target, enforced by the database.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Every moderation action, kept for good: who did what to which report or user, and why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    action: text('action').notNull(),
    operator: text('operator').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
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

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Hackathon = typeof hackathons.$inferSelect;
export type ConnectionRequest = typeof connectionRequests.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Block = typeof blocks.$inferSelect;
export type Report = typeof reports.$inferSelect;
