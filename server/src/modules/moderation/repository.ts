import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { events, messages, moderationActions, reports, teamMembers, teams, users, type Report, type User } from '../../db/schema';

/** The SQL of the operator's side of moderation: reports with their context, suspensions, the audit log. */

export const MODERATION_ACTIONS = ['dismiss', 'suspend', 'unsuspend'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** What the operator may see of a person: their public profile, their e-mail and their standing. */
export type PersonRow = Pick<
  User,
  'id' | 'fullName' | 'userName' | 'emailId' | 'bio' | 'gradYear' | 'skills' | 'profileUrl' | 'socialIds' | 'createdAt' | 'suspendedAt' | 'deletedAt'
>;

const personColumns = (t: typeof users) => ({
  id: t.id,
  fullName: t.fullName,
  userName: t.userName,
  emailId: t.emailId,
  bio: t.bio,
  gradYear: t.gradYear,
  skills: t.skills,
  profileUrl: t.profileUrl,
  socialIds: t.socialIds,
  createdAt: t.createdAt,
  suspendedAt: t.suspendedAt,
  deletedAt: t.deletedAt,
});

export async function findPersonById(db: Db, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select(personColumns(users)).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findPersonByUserName(db: Db, userName: string): Promise<PersonRow | undefined> {
  const [row] = await db.select(personColumns(users)).from(users).where(eq(users.userName, userName)).limit(1);
  return row;
}

export async function findReport(db: Queryable, id: string): Promise<Report | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Open reports, oldest first (the order they should be handled in). */
export async function listOpenReports(db: Db, limit: number): Promise<Report[]> {
  return db.select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt), asc(reports.id)).limit(limit);
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

/** How often someone was reported: all reports about them, and how many are still open. */
export async function reportsAbout(db: Db, subjectId: string): Promise<{ total: number; open: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, open: sql<number>`(count(*) filter (where ${reports.status} = 'open'))::int` })
    .from(reports)
    .where(eq(reports.subjectId, subjectId));
  return { total: row?.total ?? 0, open: row?.open ?? 0 };
}

export interface ContextMessage {
  id: string;
  senderId: string;
  senderName: string;
  text: string;
  createdAt: Date;
}

/** The reported message with up to `around` messages of the same conversation before and after it. */
export async function messageWithContext(db: Db, messageId: string, around: number): Promise<ContextMessage[]> {
  const sender = alias(users, 'sender');
  const columns = { id: messages.id, senderId: messages.senderId, senderName: sender.fullName, text: messages.text, createdAt: messages.createdAt };
  const [target] = await db.select({ ...columns, conversationId: messages.conversationId }).from(messages).innerJoin(sender, eq(sender.id, messages.senderId)).where(eq(messages.id, messageId)).limit(1);
  if (!target) return [];
  const sameConversation = eq(messages.conversationId, target.conversationId);
  // Compared in SQL: a JavaScript Date would drop the microseconds of created_at.
  const position = sql`(select m.created_at, m.id from ${messages} m where m.id = ${target.id})`;
  const before = sql`(${messages.createdAt}, ${messages.id}) < ${position}`;
  const after = sql`(${messages.createdAt}, ${messages.id}) > ${position}`;
  const [earlier, later] = await Promise.all([
    db.select(columns).from(messages).innerJoin(sender, eq(sender.id, messages.senderId)).where(and(sameConversation, before)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(around),
    db.select(columns).from(messages).innerJoin(sender, eq(sender.id, messages.senderId)).where(and(sameConversation, after)).orderBy(asc(messages.createdAt), asc(messages.id)).limit(around),
  ]);
  const { conversationId: _conversationId, ...reported } = target;
  return [...earlier.reverse(), reported, ...later];
}

/** Sets `suspended_at` unless already set; the row's previous state decides what the caller says. */
export async function markSuspended(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ suspendedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function clearSuspended(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.update(users).set({ suspendedAt: null }).where(and(eq(users.id, userId), isNotNull(users.suspendedAt))).returning({ id: users.id });
  return rows.length > 0;
}

/** Closes an open report; false when it was not open (already handled, or by someone else just now). */
export async function resolveReport(db: Queryable, reportId: string, status: 'dismissed' | 'actioned'): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export interface NewAction {
  action: ModerationActionKind;
  operator: string;
  reportId?: string | null;
  userId?: string | null;
  note: string;
}

export async function insertAction(db: Queryable, values: NewAction): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(moderationActions).values(values).returning({ id: moderationActions.id, createdAt: moderationActions.createdAt });
  return row!;
}

export interface AuditRow {
  id: string;
  action: string;
  operator: string;
  reportId: string | null;
  userId: string | null;
  userName: string | null;
  note: string;
  createdAt: Date;
}

/** The audit log, newest first. */
export async function listActions(db: Db, limit: number): Promise<AuditRow[]> {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      operator: moderationActions.operator,
      reportId: moderationActions.reportId,
      userId: moderationActions.userId,
      userName: users.userName,
      note: moderationActions.note,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.userId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

/** Actions recorded after `since` (the server applies suspensions made by the CLI from these). */
export async function actionsSince(db: Db, since: Date): Promise<{ id: string; action: string; userId: string | null; createdAt: Date }[]> {
  return db
    .select({ id: moderationActions.id, action: moderationActions.action, userId: moderationActions.userId, createdAt: moderationActions.createdAt })
    .from(moderationActions)
    .where(gt(moderationActions.createdAt, since))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id))
    .limit(1000);
}

export async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute(sql`select now() as now`);
  const [row] = (result as unknown as { rows: { now: Date | string }[] }).rows;
  return new Date(row!.now);
}

/** A reported team as the operator judges it: its name, idea, event and members. */
export interface ContextTeam {
  name: string;
  idea: string;
  eventName: string;
  members: { fullName: string; userName: string; owner: boolean }[];
}

export async function teamWithMembers(db: Db, teamId: string): Promise<ContextTeam | null> {
  const [team] = await db
    .select({ name: teams.name, idea: teams.idea, ownerId: teams.ownerId, eventName: events.name })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!team) return null;
  const members = await db
    .select({ id: users.id, fullName: users.fullName, userName: users.userName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt));
  return { name: team.name, idea: team.idea, eventName: team.eventName, members: members.map((m) => ({ fullName: m.fullName, userName: m.userName, owner: m.id === team.ownerId })) };
}
