import type { Role } from '@hackmate/shared/catalogues';
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { autoTeamMembers, autoTeamProposals, blocks, eventAttendances, events, users, type AutoTeamMember } from '../../db/schema';
import { eventOverSql, inTeamAt, openPost } from '../events';
import { enqueue } from '../notifications';
import { blockedPair } from '../safety';
import { isListedUser } from '../users';
import { type Commitment, type ProposalStatus, rowsOf, inLiveProposal } from './repository';

// The SQL of a round (the pool, its lock, storing proposals) and of settling a proposal.

/**
 * Takes the event's round lock for the rest of the transaction, if nobody holds it: one round per
 * event at a time across every server process. A transaction-level advisory lock, released at
 * commit or rollback (PostgreSQL and PGlite alike).
 */
export async function tryRoundLock(db: Queryable, eventId: string): Promise<boolean> {
  const result = await db.execute(sql`select pg_try_advisory_xact_lock(hashtext('hackmate:auto-team'), hashtext(${eventId})) as locked`);
  return Boolean(rowsOf<{ locked: boolean }>(result)[0]?.locked);
}

export interface Candidate {
  userId: string;
  bring: Role[];
  seek: Role[];
  commitment: Commitment;
  timeZone: string;
}

/**
 * SQL conditions (attendance joined with events and users) for a person in the pool: opted in, an
 * open post, listed, and in no live proposal there.
 */
const inPool: SQL = and(eventAttendances.matchMe, openPost, isListedUser, sql`not ${inLiveProposal(sql`${eventAttendances.eventId}`, sql`${eventAttendances.userId}`)}`)!;

/** The people of the event's pool, in id order. */
export async function candidates(db: Queryable, eventId: string): Promise<Candidate[]> {
  const rows = await db
    .select({
      userId: eventAttendances.userId,
      bring: eventAttendances.bring,
      seek: eventAttendances.seek,
      commitment: eventAttendances.commitment,
      timeZone: eventAttendances.timeZone,
    })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .innerJoin(users, eq(users.id, eventAttendances.userId))
    .where(and(eq(eventAttendances.eventId, eventId), inPool))
    .orderBy(asc(eventAttendances.userId));
  // An open post always has both (event_attendances_post_check).
  return rows.map((r) => ({ ...r, commitment: r.commitment!, timeZone: r.timeZone! }));
}

/** Every block between two of these people (either direction), as pairs. */
export async function blockedPairsAmong(db: Queryable, userIds: string[]): Promise<[string, string][]> {
  if (userIds.length < 2) return [];
  const rows = await db
    .select({ a: blocks.blockerId, b: blocks.blockedId })
    .from(blocks)
    .where(and(inArray(blocks.blockerId, userIds), inArray(blocks.blockedId, userIds)));
  return rows.map((r) => [r.a, r.b]);
}

/** How many proposals the event has had: a new seed for each round. */
export async function proposalCount(db: Queryable, eventId: string, status?: ProposalStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(autoTeamProposals)
    .where(and(eq(autoTeamProposals.eventId, eventId), status ? eq(autoTeamProposals.status, status) : undefined));
  return row?.n ?? 0;
}

/** Stores a proposal with its members (each with the role they would fill); returns its id. */
export async function insertProposal(db: Queryable, eventId: string, now: Date, expiresAt: Date, members: { userId: string; role: Role | null }[]): Promise<string> {
  const [row] = await db.insert(autoTeamProposals).values({ eventId, createdAt: now, expiresAt }).returning({ id: autoTeamProposals.id });
  const proposalId = row!.id;
  await db.insert(autoTeamMembers).values(members.map((m) => ({ proposalId, eventId, userId: m.userId, role: m.role })));
  // Each member is asked to confirm, in the round's transaction.
  await enqueue(db, members.map((m) => ({ userId: m.userId, event: 'auto-team' as const, subjectId: proposalId })));
  return proposalId;
}

/** The event's pending proposals, in id order. */
export async function pendingProposalIds(db: Queryable, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: autoTeamProposals.id })
    .from(autoTeamProposals)
    .where(and(eq(autoTeamProposals.eventId, eventId), eq(autoTeamProposals.status, 'pending')))
    .orderBy(asc(autoTeamProposals.id));
  return rows.map((r) => r.id);
}

/**
 * Events a round should visit now: not over, with at least as many people in the pool as the
 * smallest team (never fewer than two); and any event with a pending proposal past its expiry
 * (or whose event ended), to settle it.
 */
export async function dueEventIds(db: Queryable, now: Date): Promise<string[]> {
  const poolSize = sql`(select count(*) from ${eventAttendances} a2 join ${users} on ${users.id} = a2.user_id
    where a2.event_id = ${events.id} and a2.match_me and a2.looking and ${isListedUser}
      and not ${inTeamAt(sql`a2.event_id`, sql`a2.user_id`)}
      and not ${inLiveProposal(sql`a2.event_id`, sql`a2.user_id`)})`;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      or(
        and(gt(events.endsAt, sql`now()`), sql`${poolSize} >= greatest(2, ${events.minTeamSize})`),
        sql`exists (select 1 from ${autoTeamProposals} p where p.event_id = ${events.id} and p.status = 'pending' and (p.expires_at <= ${now} or ${eventOverSql()}))`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((r) => r.id);
}

// ───────────────────────────── settling a proposal ─────────────────────────────

export interface LockedProposal {
  id: string;
  eventId: string;
  status: ProposalStatus;
  expiresAt: Date;
  eventName: string;
  minTeamSize: number;
  maxTeamSize: number;
  eventOver: boolean;
}

/** The proposal with its event, locked until the transaction ends (answers to it wait in line). */
export async function lockProposal(db: Queryable, proposalId: string): Promise<LockedProposal | undefined> {
  const [row] = await db
    .select({
      id: autoTeamProposals.id,
      eventId: autoTeamProposals.eventId,
      status: autoTeamProposals.status,
      expiresAt: autoTeamProposals.expiresAt,
      eventName: events.name,
      minTeamSize: events.minTeamSize,
      maxTeamSize: events.maxTeamSize,
      eventOver: sql<boolean>`${eventOverSql()}`,
    })
    .from(autoTeamProposals)
    .innerJoin(events, eq(events.id, autoTeamProposals.eventId))
    .where(eq(autoTeamProposals.id, proposalId))
    .for('update', { of: autoTeamProposals });
  return row;
}

export interface MemberState {
  userId: string;
  role: Role | null;
  answer: AutoTeamMember['answer'];
  answeredAt: Date | null;
  bring: Role[];
  seek: Role[];
  /** Still able to join a team there: listed, with an open post at the event (so in no team there). */
  available: boolean;
  /** In a block with someone else in the proposal (made after it was proposed). */
  blocked: boolean;
}

/** Everyone in the proposal with their answer and whether they can still join it, in id order. */
export async function memberStates(db: Queryable, proposalId: string): Promise<MemberState[]> {
  const others = sql`exists (select 1 from ${autoTeamMembers} o where o.proposal_id = ${autoTeamMembers.proposalId} and o.user_id <> ${autoTeamMembers.userId} and ${blockedPair(sql`o.user_id`, autoTeamMembers.userId)})`;
  const rows = await db
    .select({
      userId: autoTeamMembers.userId,
      role: autoTeamMembers.role,
      answer: autoTeamMembers.answer,
      answeredAt: autoTeamMembers.answeredAt,
      bring: eventAttendances.bring,
      seek: eventAttendances.seek,
      available: sql<boolean>`coalesce(${openPost}, false) and ${isListedUser}`,
      blocked: sql<boolean>`${others}`,
    })
    .from(autoTeamMembers)
    .innerJoin(users, eq(users.id, autoTeamMembers.userId))
    .innerJoin(events, eq(events.id, autoTeamMembers.eventId))
    .leftJoin(eventAttendances, and(eq(eventAttendances.eventId, autoTeamMembers.eventId), eq(eventAttendances.userId, autoTeamMembers.userId)))
    .where(eq(autoTeamMembers.proposalId, proposalId))
    .orderBy(asc(autoTeamMembers.userId));
  return rows.map((r) => ({ ...r, bring: r.bring ?? [], seek: r.seek ?? [] }));
}

/**
 * Records a member's answer while the proposal is pending (a "yes" may still become a "no"); the
 * time is the statement's own clock, so who said yes first follows the order the answers were
 * written in. False when they are not in it.
 */
export async function writeAnswer(db: Queryable, proposalId: string, userId: string, answer: 'yes' | 'no'): Promise<boolean> {
  const rows = await db
    .update(autoTeamMembers)
    .set({ answer, answeredAt: sql`case when ${autoTeamMembers.answer} = ${answer} then ${autoTeamMembers.answeredAt} else clock_timestamp() end` })
    .where(and(eq(autoTeamMembers.proposalId, proposalId), eq(autoTeamMembers.userId, userId)))
    .returning({ userId: autoTeamMembers.userId });
  return rows.length > 0;
}

/** Closes the proposal: its members are free for the next round. */
export async function closeProposal(db: Queryable, proposalId: string, status: Exclude<ProposalStatus, 'pending'>, now: Date, teamId: string | null = null): Promise<void> {
  await db.update(autoTeamProposals).set({ status, closedAt: now, teamId }).where(eq(autoTeamProposals.id, proposalId));
  await db.update(autoTeamMembers).set({ live: false }).where(eq(autoTeamMembers.proposalId, proposalId));
}
