import type { Db } from '../../db/client';
import type { Report } from '../../db/schema';
import { isRowId } from '../../lib/ids';
import { revokeUserSessions } from '../auth';
import {
  clearSuspended,
  countOpenReports,
  findPersonById,
  findPersonByUserName,
  findReport,
  insertAction,
  listActions,
  listOpenReports,
  markSuspended,
  messageWithContext,
  teamWithMembers,
  type ContextTeam,
  reportsAbout,
  resolveReport,
  type AuditRow,
  type ContextMessage,
  type PersonRow,
} from './repository';

/**
 * The operator's moderation actions (used by `pnpm moderation`). Each one changes the database and
 * writes its `moderation_actions` row in one transaction; running servers pick the row up within
 * seconds (watch.ts) and sign the person out, hide them or bring them back.
 */

export interface ModerationDeps {
  db: Db;
}

/** A refusal meant for the operator, printed as is. */
export class ModerationError extends Error {
  override name = 'ModerationError';
}

// Around the reported message, what the moderator needs to judge it.
export const CONTEXT_MESSAGES = 5;
const NOTE_MAX = 1000;
const OPERATOR_MAX = 100;

function checkOperator(operator: string, note: string): void {
  if (!operator.trim() || operator.length > OPERATOR_MAX) throw new ModerationError(`The operator name must be 1-${OPERATOR_MAX} characters.`);
  if (note.length > NOTE_MAX) throw new ModerationError(`The note must be at most ${NOTE_MAX} characters.`);
}

const handle = (p: Pick<PersonRow, 'userName'>) => `@${p.userName}`;

/** A person named by their id or `@username`. */
export async function findPerson(deps: ModerationDeps, ref: string): Promise<PersonRow> {
  const person = ref.startsWith('@') ? await findPersonByUserName(deps.db, ref.slice(1)) : isRowId(ref) ? await findPersonById(deps.db, ref) : undefined;
  if (!person) {
    throw new ModerationError(ref.startsWith('@') || isRowId(ref) ? `No user ${ref}.` : `"${ref}" is neither a user id nor an @username.`);
  }
  return person;
}

async function openReport(deps: ModerationDeps, reportId: string): Promise<Report> {
  const report = isRowId(reportId) ? await findReport(deps.db, reportId) : undefined;
  if (!report) throw new ModerationError(`No report ${reportId}.`);
  if (report.status !== 'open') throw new ModerationError(`Report ${reportId} is already ${report.status}.`);
  return report;
}

export interface ActionDone {
  actionId: string;
  /** One line for the operator. */
  summary: string;
}

/**
 * Suspends a user: they cannot sign in, every session ends (within seconds in every running
 * server, sockets included) and they are hidden from everyone. With `reportId`, that open report
 * about them is marked actioned.
 */
export async function suspendUser(deps: ModerationDeps, userId: string, operator: string, note = '', reportId?: string): Promise<ActionDone> {
  checkOperator(operator, note);
  const person = await findPerson(deps, userId);
  if (person.deletedAt) throw new ModerationError(`${handle(person)} deleted their account.`);
  if (person.suspendedAt) throw new ModerationError(`${handle(person)} is already suspended (since ${person.suspendedAt.toISOString()}).`);
  const report = reportId === undefined ? undefined : await openReport(deps, reportId);
  if (report && report.subjectId !== person.id) throw new ModerationError(`Report ${report.id} is not about ${handle(person)}.`);
  return deps.db.transaction(async (tx) => {
    if (!(await markSuspended(tx, person.id))) throw new ModerationError(`${handle(person)} was suspended or deleted meanwhile.`);
    await revokeUserSessions(tx, person.id);
    if (report && !(await resolveReport(tx, report.id, 'actioned'))) throw new ModerationError(`Report ${report.id} was closed meanwhile.`);
    const action = await insertAction(tx, { action: 'suspend', operator, reportId: report?.id ?? null, userId: person.id, note });
    const closed = report ? ` Report ${report.id} marked actioned.` : '';
    return { actionId: action.id, summary: `Suspended ${handle(person)} (${person.id}): signed out everywhere and hidden from everyone.${closed}` };
  });
}

/** Lifts a suspension: they may sign in again and appear to others again. */
export async function unsuspendUser(deps: ModerationDeps, userId: string, operator: string, note = ''): Promise<ActionDone> {
  checkOperator(operator, note);
  const person = await findPerson(deps, userId);
  return deps.db.transaction(async (tx) => {
    if (!(await clearSuspended(tx, person.id))) throw new ModerationError(`${handle(person)} is not suspended.`);
    const action = await insertAction(tx, { action: 'unsuspend', operator, userId: person.id, note });
    return { actionId: action.id, summary: `Unsuspended ${handle(person)} (${person.id}): they can sign in again and appear to others.` };
  });
}

/** Closes a report without acting on its subject. */
export async function dismissReport(deps: ModerationDeps, reportId: string, operator: string, note = ''): Promise<ActionDone> {
  checkOperator(operator, note);
  const report = await openReport(deps, reportId);
  return deps.db.transaction(async (tx) => {
    if (!(await resolveReport(tx, report.id, 'dismissed'))) throw new ModerationError(`Report ${report.id} was closed meanwhile.`);
    const action = await insertAction(tx, { action: 'dismiss', operator, reportId: report.id, userId: report.subjectId, note });
    return { actionId: action.id, summary: `Dismissed report ${report.id}.` };
  });
}

/** A report with what the operator needs to judge it. */
export interface ReportContext {
  report: Report;
  reporter: PersonRow | undefined;
  subject: PersonRow | undefined;
  subjectReports: { total: number; open: number } | null;
  /** Message reports: the message and its neighbours, oldest first (empty when it is gone). */
  messages: ContextMessage[] | null;
  /** Team reports: the team, its event and members (null when it is gone). */
  team: ContextTeam | null;
}

export async function reportContext(deps: ModerationDeps, report: Report): Promise<ReportContext> {
  const [reporter, subject, subjectReports, messages, team] = await Promise.all([
    findPersonById(deps.db, report.reporterId),
    report.subjectId ? findPersonById(deps.db, report.subjectId) : undefined,
    report.subjectId ? reportsAbout(deps.db, report.subjectId) : null,
    report.targetKind === 'message' ? messageWithContext(deps.db, report.targetId, CONTEXT_MESSAGES) : null,
    report.targetKind === 'team' ? teamWithMembers(deps.db, report.targetId) : null,
  ]);
  return { report, reporter, subject, subjectReports, messages, team };
}

/** One report by id, whatever its status. */
export async function showReport(deps: ModerationDeps, reportId: string): Promise<ReportContext> {
  const report = isRowId(reportId) ? await findReport(deps.db, reportId) : undefined;
  if (!report) throw new ModerationError(`No report ${reportId}.`);
  return reportContext(deps, report);
}


/** Open reports, oldest first, each with its context; `total` counts them all. */
export async function openReports(deps: ModerationDeps, limit: number): Promise<{ total: number; reports: ReportContext[] }> {
  const [total, rows] = await Promise.all([countOpenReports(deps.db), listOpenReports(deps.db, limit)]);
  const reports: ReportContext[] = [];
  for (const report of rows) reports.push(await reportContext(deps, report));
  return { total, reports };
}

/** The audit log, newest first. */
export function auditLog(deps: ModerationDeps, limit: number): Promise<AuditRow[]> {
  return listActions(deps.db, limit);
}
