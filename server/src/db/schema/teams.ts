import { ROLES } from '@hackmate/shared/catalogues';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, inList, type Role } from './columns';
import { userRef } from './people';
import { events } from './events';

// Hackathon teams: the team, its open roles, members, invites and join requests, passes, its
// chat and the vouches teammates leave.

export const TEAM_REQUEST_KINDS = ['invite', 'join'] as const;
export const TEAM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled'] as const;

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

export type Team = typeof teams.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type TeamRequest = typeof teamRequests.$inferSelect;
export type TeamPass = typeof teamPasses.$inferSelect;
export type TeamMessage = typeof teamMessages.$inferSelect;
