import type { Role } from '@hackmate/shared/catalogues';
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  autoTeamMembers,
  autoTeamProposals,
  eventAttendances,
  events,
  users,
  type AutoTeamMember,
  type AutoTeamProposal,
  type EventAttendance,
  type User,
} from '../../db/schema';
import { openPost } from '../events';
import { visibleTo } from '../safety';

/** The SQL of "Match me": opt-ins, proposals and their members' answers. */

export type Commitment = NonNullable<EventAttendance['commitment']>;
export type ProposalStatus = AutoTeamProposal['status'];

/** Raw rows (`db.execute`) of both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** SQL: `userId` is in a live (pending) proposal at `eventId` (auto_team_members_one_live_key). */
export const inLiveProposal = (eventId: SQL | string, userId: SQL | string) =>
  sql`exists (select 1 from ${autoTeamMembers} where ${autoTeamMembers.eventId} = ${eventId} and ${autoTeamMembers.userId} = ${userId} and ${autoTeamMembers.live})`;

// ───────────────────────────── opting in ─────────────────────────────

/** Opts in, if the person has an open post at the event; false when they have none. */
export async function optIn(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(eventAttendances)
    .set({ matchMe: true, updatedAt: sql`now()` })
    .from(events)
    .where(and(eq(eventAttendances.eventId, eventId), eq(eventAttendances.userId, userId), eq(events.id, eventAttendances.eventId), openPost))
    .returning({ userId: eventAttendances.userId });
  return rows.length > 0;
}

/** Opts these people out at the event (no-op for those who were not in). */
export async function optOut(db: Queryable, eventId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(eventAttendances)
    .set({ matchMe: false, updatedAt: sql`now()` })
    .where(and(eq(eventAttendances.eventId, eventId), inArray(eventAttendances.userId, userIds), eq(eventAttendances.matchMe, true)));
}

/** Whether I am opted in and whether I may be (an open post). */
export async function matchMeState(db: Queryable, eventId: string, userId: string): Promise<{ matchMe: boolean; canMatch: boolean }> {
  const [row] = await db
    .select({ matchMe: eventAttendances.matchMe, canMatch: sql<boolean>`${openPost}` })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .where(and(eq(eventAttendances.eventId, eventId), eq(eventAttendances.userId, userId)))
    .limit(1);
  return row ? { matchMe: row.matchMe && row.canMatch, canMatch: row.canMatch } : { matchMe: false, canMatch: false };
}


// ───────────────────────────── reading ─────────────────────────────

/** The proposal `userId` is in at the event: the pending one, else the last settled since `since`. */
export async function myProposalId(db: Queryable, eventId: string, userId: string, since: Date): Promise<{ id: string; status: ProposalStatus } | undefined> {
  const [row] = await db
    .select({ id: autoTeamProposals.id, status: autoTeamProposals.status })
    .from(autoTeamMembers)
    .innerJoin(autoTeamProposals, eq(autoTeamProposals.id, autoTeamMembers.proposalId))
    .where(
      and(
        eq(autoTeamMembers.eventId, eventId),
        eq(autoTeamMembers.userId, userId),
        or(eq(autoTeamProposals.status, 'pending'), gt(autoTeamProposals.closedAt, since)),
      ),
    )
    .orderBy(desc(sql`${autoTeamProposals.status} = 'pending'`), desc(autoTeamProposals.createdAt), desc(autoTeamProposals.id))
    .limit(1);
  return row;
}

/** Whether `userId` was proposed in it. */
export async function isProposed(db: Queryable, proposalId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: autoTeamMembers.userId })
    .from(autoTeamMembers)
    .where(and(eq(autoTeamMembers.proposalId, proposalId), eq(autoTeamMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface ProposalView {
  proposal: AutoTeamProposal;
  startsAt: Date;
  members: { user: User; role: Role | null; answer: AutoTeamMember['answer']; timeZone: string | null }[];
}

/**
 * The proposal as `viewerId` may see it: members who may appear to them (not hidden, no block
 * with them), in the order they were proposed (by the role they fill, then id).
 */
export async function proposalView(db: Queryable, proposalId: string, viewerId: string): Promise<ProposalView | undefined> {
  const [head] = await db
    .select({ proposal: autoTeamProposals, startsAt: events.startsAt })
    .from(autoTeamProposals)
    .innerJoin(events, eq(events.id, autoTeamProposals.eventId))
    .where(eq(autoTeamProposals.id, proposalId))
    .limit(1);
  if (!head) return undefined;
  const members = await db
    .select({ user: users, role: autoTeamMembers.role, answer: autoTeamMembers.answer, timeZone: eventAttendances.timeZone })
    .from(autoTeamMembers)
    .innerJoin(users, eq(users.id, autoTeamMembers.userId))
    .leftJoin(eventAttendances, and(eq(eventAttendances.eventId, autoTeamMembers.eventId), eq(eventAttendances.userId, autoTeamMembers.userId)))
    .where(and(eq(autoTeamMembers.proposalId, proposalId), or(eq(autoTeamMembers.userId, viewerId), visibleTo(viewerId, autoTeamMembers.userId))))
    .orderBy(asc(autoTeamMembers.userId));
  return { ...head, members };
}
