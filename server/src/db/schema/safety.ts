import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users, userRef } from './people';

// Keeping people safe: blocks, reports and every moderation action.

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

export type Block = typeof blocks.$inferSelect;
export type Report = typeof reports.$inferSelect;
