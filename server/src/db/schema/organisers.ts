import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from './columns';
import { events } from './events';
import { userRef, users } from './people';

// Who runs an event, and what they tell its participants.

export const ORGANISER_ROLES = ['owner', 'organiser'] as const;

/**
 * The people who run an event: its creator as `owner` (exactly one per event), and co-organisers
 * the owner adds by username. Organisers edit the event and use its tools.
 */
export const eventOrganisers = pgTable(
  'event_organisers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    role: text('role').$type<(typeof ORGANISER_ROLES)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_organisers_role_check', sql`${t.role} in (${inList(ORGANISER_ROLES)})`),
    index('event_organisers_user_idx').on(t.userId),
    uniqueIndex('event_organisers_one_owner_key')
      .on(t.eventId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** An organiser's message to the event's participants; the event page lists them newest first. */
export const eventAnnouncements = pgTable(
  'event_announcements',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The author's account may go; the announcement stays with the event.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_announcements_event_idx').on(t.eventId, t.createdAt.desc(), t.id)],
);

/**
 * A personal invitation an organiser sent to an e-mail address (CSV upload, later). Whoever joins
 * through it is recorded in `user_id`: only their e-mail goes into the organisers' teams export.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('event_invitations_event_idx').on(t.eventId, t.userId)],
);

export type EventOrganiser = typeof eventOrganisers.$inferSelect;
export type EventAnnouncement = typeof eventAnnouncements.$inferSelect;
