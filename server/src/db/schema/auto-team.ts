import { ROLES } from '@hackmate/shared/catalogues';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, inList, type Role } from './columns';
import { userRef } from './people';
import { events } from './events';
import { teams } from './teams';

// Teams the server proposes (auto-team): a proposal and each proposed member's answer.

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

export type AutoTeamProposal = typeof autoTeamProposals.$inferSelect;
export type AutoTeamMember = typeof autoTeamMembers.$inferSelect;
