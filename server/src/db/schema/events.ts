import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, inList, roleArray, type Role } from './columns';
import { userRef } from './people';

// Hackathons and who attends them (looking for a team or not).

export const EVENT_MODES = ['online', 'in-person'] as const;
export const COMMITMENTS = ['casual', 'serious', 'to-win'] as const;
export const EVENT_VISIBILITIES = ['public', 'invite-only'] as const;

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
    // Invite-only: seen only by its participants and organisers (modules/events/visibility.ts).
    visibility: text('visibility').$type<(typeof EVENT_VISIBILITIES)[number]>().notNull().default('public'),
    // SHA-256 of the current invite link's secret; a new link replaces it, so the old one stops working.
    inviteTokenHash: text('invite_token_hash'),
    // Formation rules set by organisers: after the deadline teams lock (joining or leaving needs an
    // organiser); "Form teams now" gives each new team these roles, e.g. { design: 1 }.
    formationDeadline: timestamp('formation_deadline', { withTimezone: true }),
    requiredRoles: jsonb('required_roles').$type<Partial<Record<Role, number>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_mode_check', sql`${t.mode} in (${inList(EVENT_MODES)})`),
    check('events_city_check', sql`(${t.mode} = 'online' and ${t.city} is null) or (${t.mode} = 'in-person' and ${t.city} is not null)`),
    check('events_team_size_check', sql`${t.minTeamSize} between 1 and ${t.maxTeamSize} and ${t.maxTeamSize} between 2 and 8`),
    check('events_visibility_check', sql`${t.visibility} in (${inList(EVENT_VISIBILITIES)})`),
    uniqueIndex('events_invite_token_key').on(t.inviteTokenHash),
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

export type Event = typeof events.$inferSelect;
export type EventAttendance = typeof eventAttendances.$inferSelect;
