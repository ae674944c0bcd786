import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';

// Who people are and how they sign in: accounts, sessions, password resets, and the
// projects and hackathons on a profile.

export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type SocialIds = Partial<Record<'Linkedin' | 'Github' | 'LeetCode' | 'GeeksForGeeks' | 'CodeForces' | 'CodeChef', string>>;

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

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Hackathon = typeof hackathons.$inferSelect;
