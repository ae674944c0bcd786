import { and, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Who may appear to others: not suspended by moderation, not deleted. Every read path that shows
 * one user to another (feed, profile, lists, search, live events) filters with this, so the rule
 * lives in one place.
 */
export const isListedUser = and(isNull(users.suspendedAt), isNull(users.deletedAt))!;

export function isListed(row: { suspendedAt: Date | null; deletedAt: Date | null }): boolean {
  return row.suspendedAt === null && row.deletedAt === null;
}
