import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { blocks, messages, reports, teams, users, type Report } from '../../db/schema';
import { teamVisibleTo } from '../teams';
import { isListedUser } from '../users';

/** The SQL of reports as users file them (the operator's side is in modules/moderation). */

/**
 * The user, if the reporter may see them: listed (not suspended, not deleted) and not hiding from
 * the reporter behind a block of their own. A block the reporter made does not hide them here:
 * block first, report after is a normal order.
 */
export async function findReportableUser(db: Db, reporterId: string, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isListedUser,
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${reporterId})`,
      ),
    )
    .limit(1);
  return row;
}

/** A message's sender, only if the reporter is one of its two participants. */
export async function findMessageSenderFor(db: Db, reporterId: string, messageId: string): Promise<{ senderId: string } | undefined> {
  const [row] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(and(eq(messages.id, messageId), or(eq(messages.senderId, reporterId), eq(messages.receiverId, reporterId))))
    .limit(1);
  return row;
}

/** A team's owner (the person a team report is about), only if the reporter may see the team. */
export async function findReportableTeam(db: Db, reporterId: string, teamId: string): Promise<{ ownerId: string } | undefined> {
  const [row] = await db
    .select({ ownerId: teams.ownerId })
    .from(teams)
    .where(and(eq(teams.id, teamId), teamVisibleTo(reporterId, teams.id)))
    .limit(1);
  return row;
}

export type NewReport = Pick<Report, 'reporterId' | 'targetKind' | 'targetId' | 'subjectId' | 'reason' | 'details'>;

/** Throws the driver's unique violation (`reports_open_once_key`) when this report is already open. */
export async function insertReport(db: Queryable, values: NewReport): Promise<Pick<Report, 'id' | 'status' | 'createdAt'>> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id, status: reports.status, createdAt: reports.createdAt });
  return row!;
}

