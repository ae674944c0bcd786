/**
 * The whole data model, defined up front so that feature slices add behaviour, not competing
 * migrations. Edit here, then run `pnpm --filter @hackmate/server db:generate`.
 * SQL must run on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): no uuidv7().
 */
import { ROLES } from '@hackmate/shared/catalogues';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/** `expired`: an Interested left unanswered for 7 days (the expiry sweep sets it). */
export const CONNECTION_STATUSES = ['interested', 'ignore', 'accepted', 'rejected', 'expired'] as const;
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
    // "Usually replies within …": the median minutes of their first replies in conversations the
    // partner opened in the last 30 days, null below 3 samples; recomputed when they send a first
    // reply (modules/chat/reply-time.ts), so old samples drop out at their next one.
    replyMinutes: integer('reply_minutes'),
    replySamples: integer('reply_samples').notNull().default(0),
    // "Would team up again" said about them by teammates (team_vouches rows), kept in step by the
    // teams service in the same transaction as the insert.
    teamUpAgainCount: integer('team_up_again_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Addresses are compared case-insensitively: "Ann@x.io" and "ann@x.io" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.emailId})`),
    // The ranking engine keeps everyone in memory (modules/matching); the database only finds
    // who was active lately, to refresh it.
    index('users_last_active_idx').on(t.lastActiveAt),
    check('users_reply_minutes_check', sql`${t.replyMinutes} is null or ${t.replyMinutes} >= 0`),
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

// ───────────────────────────── hackathon teams ─────────────────────────────

export const EVENT_MODES = ['online', 'in-person'] as const;
export const COMMITMENTS = ['casual', 'serious', 'to-win'] as const;
export const TEAM_REQUEST_KINDS = ['invite', 'join'] as const;
export const TEAM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled'] as const;
type Role = (typeof ROLES)[number];

/** `'a', 'b'` for a CHECK … IN (…) over a fixed list (catalogue values never hold quotes). */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const roleArray = sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);

/**
 * A hackathon anyone signed in may add. The same name (any case, trimmed) and start instant is one
 * event: a unique index decides, also when two people add it at once.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode').$type<(typeof EVENT_MODES)[number]>().notNull(),
    // Only for in-person events.
    city: text('city'),
    website: text('website').notNull(),
    minTeamSize: smallint('min_team_size').notNull(),
    // Enforced on every team by a trigger on team_members (migration 0011).
    maxTeamSize: smallint('max_team_size').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_mode_check', sql`${t.mode} in (${inList(EVENT_MODES)})`),
    check('events_city_check', sql`(${t.mode} = 'online' and ${t.city} is null) or (${t.mode} = 'in-person' and ${t.city} is not null)`),
    check('events_team_size_check', sql`${t.minTeamSize} between 1 and ${t.maxTeamSize} and ${t.maxTeamSize} between 2 and 8`),
    uniqueIndex('events_name_start_key').on(sql`lower(btrim(${t.name}))`, t.startsAt),
    // Upcoming lists filter on the end and sort by the start; past lists sort by the end.
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_ends_idx').on(t.endsAt, t.id),
  ],
);

/**
 * Going to an event, with an optional "looking for a team" post. A post is open while `looking`,
 * the event has not ended and its owner is in no team there; joining or creating a team ends it.
 */
export const eventAttendances = pgTable(
  'event_attendances',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    looking: boolean('looking').notNull().default(false),
    bring: text('bring').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    seek: text('seek').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    commitment: text('commitment').$type<(typeof COMMITMENTS)[number]>(),
    timeZone: text('time_zone'),
    pitch: text('pitch').notNull().default(''),
    // When the current post opened (edits keep it): looking lists are newest first.
    lookingSince: timestamp('looking_since', { withTimezone: true }),
    // Opted in to "Match me" (auto-team): counts only with an open post; ending the post ends it.
    matchMe: boolean('match_me').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_attendances_post_check', sql`not ${t.looking} or (${t.commitment} is not null and ${t.timeZone} is not null and ${t.lookingSince} is not null)`),
    check('event_attendances_commitment_check', sql`${t.commitment} is null or ${t.commitment} in (${inList(COMMITMENTS)})`),
    check('event_attendances_roles_check', sql`${t.bring} <@ ${roleArray} and ${t.seek} <@ ${roleArray}`),
    index('event_attendances_user_idx').on(t.userId),
    index('event_attendances_looking_idx')
      .on(t.eventId, t.lookingSince.desc().nullsFirst(), t.userId)
      .where(sql`${t.looking}`),
    // The auto-team round's candidates at one event.
    index('event_attendances_match_me_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.matchMe}`),
  ],
);

/** A team at one event; its owner is one of its members. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    idea: text('idea').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Members and requests name (team, event) together, so they can never disagree on the event.
    unique('teams_id_event_key').on(t.id, t.eventId),
    index('teams_event_idx').on(t.eventId, t.createdAt),
    // "Join requests to my teams" (the owner's inbox).
    index('teams_owner_idx').on(t.ownerId),
  ],
);

/** Roles a team still wants, with how many people; a role filled by its last person is deleted. */
export const teamOpenRoles = pgTable(
  'team_open_roles',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    count: smallint('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.role] }),
    check('team_open_roles_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('team_open_roles_count_check', sql`${t.count} between 1 and 7`),
  ],
);

/**
 * Who is in which team. The database holds the two rules every path must keep: one team per person
 * per event (the unique key on event and user) and never more members than the event allows (a
 * trigger that locks the team row and counts, migration 0011).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: userRef('user_id'),
    role: text('role').$type<Role>(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // Read position in the team chat (migration 0012): the member has read every message up to
    // this time. A member who leaves and comes back is a new row: read from when they rejoined.
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    foreignKey({ name: 'team_members_team_fk', columns: [t.teamId, t.eventId], foreignColumns: [teams.id, teams.eventId] }).onDelete('cascade'),
    uniqueIndex('team_members_one_team_per_event_key').on(t.eventId, t.userId),
    check('team_members_role_check', sql`${t.role} is null or ${t.role} in (${inList(ROLES)})`),
    index('team_members_user_idx').on(t.userId),
  ],
);

/**
 * Invites (the team's owner asks a looking person) and join requests (a looking person asks a
 * team). `user_id` is always the looking person. One pending request per team and person; a
 * pending request past `expires_at` (7 days) reads as expired (the expiry sweep stores that within
 * a minute), and one at an event that ended as cancelled.
 */
export const teamRequests = pgTable(
  'team_requests',
  {
    id: id(),
    kind: text('kind').$type<(typeof TEAM_REQUEST_KINDS)[number]>().notNull(),
    teamId: uuid('team_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: userRef('user_id'),
    role: text('role').$type<Role>(),
    message: text('message').notNull().default(''),
    status: text('status').$type<(typeof TEAM_REQUEST_STATUSES)[number]>().notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'team_requests_team_fk', columns: [t.teamId, t.eventId], foreignColumns: [teams.id, teams.eventId] }).onDelete('cascade'),
    check('team_requests_kind_check', sql`${t.kind} in (${inList(TEAM_REQUEST_KINDS)})`),
    check('team_requests_status_check', sql`${t.status} in (${inList(TEAM_REQUEST_STATUSES)})`),
    check('team_requests_role_check', sql`${t.role} is null or ${t.role} in (${inList(ROLES)})`),
    check('team_requests_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    uniqueIndex('team_requests_pending_once_key')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('team_requests_user_pending_idx')
      .on(t.userId, t.eventId)
      .where(sql`${t.status} = 'pending'`),
    // The expiry sweep's scan: pending requests past their expiry (migration 0016_request_expiry).
    index('team_requests_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // A team's requests (owners' inboxes, "asked again since?", a team's deletion) and the
    // expired requests a person sent (their inbox shows them for a week).
    index('team_requests_team_user_idx').on(t.teamId, t.userId, t.createdAt),
    index('team_requests_user_expired_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'expired'`),
  ],
);

/**
 * People a team's owner swiped away in "Find people": never suggested to that team again (the
 * person is not told). Gone with the team or the person.
 */
export const teamPasses = pgTable(
  'team_passes',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_passes_user_idx').on(t.userId)],
);

export const AUTO_TEAM_STATUSES = ['pending', 'formed', 'declined', 'expired', 'failed'] as const;
export const AUTO_TEAM_ANSWERS = ['pending', 'yes', 'no'] as const;

/**
 * A team the "Match me" solver proposed at an event (migration 0014). `pending` until settled:
 * `formed` (the team `team_id`), `declined` (someone said no), `expired` (24 h passed with too few
 * confirmations) or `failed` (a member could no longer join it: in another team, no longer
 * looking, a block between members, the event over).
 */
export const autoTeamProposals = pgTable(
  'auto_team_proposals',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof AUTO_TEAM_STATUSES)[number]>().notNull().default('pending'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('auto_team_proposals_id_event_key').on(t.id, t.eventId),
    check('auto_team_proposals_status_check', sql`${t.status} in (${inList(AUTO_TEAM_STATUSES)})`),
    check('auto_team_proposals_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('auto_team_proposals_closed_check', sql`(${t.status} = 'pending') = (${t.closedAt} is null)`),
    // The periodic round looks for pending proposals past their expiry.
    index('auto_team_proposals_pending_idx')
      .on(t.expiresAt, t.eventId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The people of a proposal, the role each would fill and their answer. `live` while the proposal
 * is pending: the database keeps a person in at most one live proposal per event.
 */
export const autoTeamMembers = pgTable(
  'auto_team_members',
  {
    proposalId: uuid('proposal_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: userRef('user_id'),
    role: text('role').$type<Role>(),
    answer: text('answer').$type<(typeof AUTO_TEAM_ANSWERS)[number]>().notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.userId] }),
    foreignKey({ name: 'auto_team_members_proposal_fk', columns: [t.proposalId, t.eventId], foreignColumns: [autoTeamProposals.id, autoTeamProposals.eventId] }).onDelete('cascade'),
    check('auto_team_members_role_check', sql`${t.role} is null or ${t.role} in (${inList(ROLES)})`),
    check('auto_team_members_answer_check', sql`${t.answer} in (${inList(AUTO_TEAM_ANSWERS)})`),
    check('auto_team_members_answered_check', sql`(${t.answer} = 'pending') = (${t.answeredAt} is null)`),
    uniqueIndex('auto_team_members_one_live_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.live}`),
    index('auto_team_members_user_idx').on(t.userId, t.eventId),
  ],
);

/**
 * A team's group conversation. Messages stay when their sender leaves; a member reads those from
 * when they joined (team_members.joined_at) and writes while they are a member.
 */
export const teamMessages = pgTable(
  'team_messages',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    text: text('text').notNull(),
    // Chosen by the sending client so a retried send is stored once (idempotency key).
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Pages newest first, as messages_conversation_created_idx.
    index('team_messages_team_created_idx').on(t.teamId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('team_messages_sender_client_id_key').on(t.senderId, t.clientId),
  ],
);

/**
 * "Would team up again": after an event ended, one member of a team there says it about a teammate.
 * Positive only and once per teammate per event (the primary key); never deleted by the app.
 */
export const teamVouches = pgTable(
  'team_vouches',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fromId: userRef('from_id'),
    toId: userRef('to_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.fromId, t.toId] }),
    check('team_vouches_not_self_check', sql`${t.fromId} <> ${t.toId}`),
    // The cascade when someone's account row goes.
    index('team_vouches_to_idx').on(t.toId),
  ],
);

// ───────────────────────────── notifications ─────────────────────────────

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
  ],
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
export type Event = typeof events.$inferSelect;
export type EventAttendance = typeof eventAttendances.$inferSelect;
export type Team = typeof teams.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type TeamRequest = typeof teamRequests.$inferSelect;
export type TeamPass = typeof teamPasses.$inferSelect;
export type AutoTeamProposal = typeof autoTeamProposals.$inferSelect;
export type AutoTeamMember = typeof autoTeamMembers.$inferSelect;
export type TeamMessage = typeof teamMessages.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationPreference = typeof notificationPreferences.$inferSelect;
