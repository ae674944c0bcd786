import { REPORT_REASON_LABELS, type ReportReason } from '@hackmate/shared/contracts';
import type { AuditRow, PersonRow } from './repository';
import type { ReportContext } from './service';

/** Plain text for the operator's terminal: one block per report, one line per audit entry. */

export const formatTime = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Keeps one line per field: newlines and other control characters of user text are shown escaped. */
function oneLine(text: string, max = 300): string {
  // Typed by users: never let it move the cursor or recolour the operator's terminal.
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/\r?\n/g, ' ⏎ ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '�');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

function standing(p: PersonRow): string {
  if (p.deletedAt) return `deleted ${formatTime(p.deletedAt)}`;
  if (p.suspendedAt) return `SUSPENDED since ${formatTime(p.suspendedAt)}`;
  return 'active';
}

/** Who someone is; with `withEmail`, their address too (`show`, not `list`). */
function person(p: PersonRow | undefined, withEmail: boolean): string {
  if (!p) return '(account no longer exists)';
  const email = withEmail ? ` <${p.emailId}>` : '';
  return `${oneLine(p.fullName, 80)} @${p.userName}${email} (${p.id}) — ${standing(p)}, joined ${formatTime(p.createdAt)}`;
}

/** The reported person's public profile, as other users saw it. */
function profile(p: PersonRow): string[] {
  const links = Object.entries(p.socialIds ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${oneLine(String(v), 100)}`);
  return [
    `            Grad year: ${p.gradYear ?? '—'} · Skills: ${p.skills.length ? p.skills.join(', ') : '—'}`,
    `            Bio: ${p.bio ? `"${oneLine(p.bio)}"` : '—'}`,
    `            Picture: ${p.profileUrl || '—'}`,
    `            Links: ${links.length ? links.join(' · ') : '—'}`,
  ];
}

export function formatReport(ctx: ReportContext, options: { withEmail: boolean }): string {
  const { report, reporter, subject, subjectReports, messages, team } = ctx;
  const resolved = report.resolvedAt ? ` (resolved ${formatTime(report.resolvedAt)})` : '';
  const lines = [
    `Report ${report.id}  ${report.status}${resolved}  filed ${formatTime(report.createdAt)}`,
    `  Reason:   ${reasonLabel(report.reason)} (${report.reason})`,
    `  Details:  ${report.details ? `"${oneLine(report.details, 1000)}"` : '—'}`,
    `  Target:   ${report.targetKind} ${report.targetId}`,
    `  Reporter: ${person(reporter, options.withEmail)}`,
    `  Subject:  ${report.subjectId ? person(subject, options.withEmail) : '—'}`,
  ];
  if (subject) lines.push(...profile(subject));
  if (subjectReports) lines.push(`            Reports about them: ${subjectReports.total} (${subjectReports.open} open)`);
  if (messages) {
    lines.push('  Messages:');
    if (messages.length === 0) lines.push('    (the message no longer exists)');
    for (const m of messages) {
      const mark = m.id === report.targetId ? '>' : ' ';
      lines.push(`  ${mark} ${formatTime(m.createdAt)}  ${oneLine(m.senderName, 80)}: ${oneLine(m.text, 2000)}${mark === '>' ? '   ← reported' : ''}`);
    }
  }
  if (report.targetKind === 'team') {
    if (!team) lines.push('  Team:     (the team no longer exists)');
    else {
      lines.push(`  Team:     "${oneLine(team.name, 80)}" at ${oneLine(team.eventName, 120)}`);
      lines.push(`            Idea: ${team.idea ? `"${oneLine(team.idea, 1000)}"` : '—'}`);
      lines.push(`            Members: ${team.members.map((m) => `${oneLine(m.fullName, 80)} (@${m.userName})${m.owner ? ' owner' : ''}`).join(', ') || '—'}`);
    }
  }
  return lines.join('\n');
}

export function formatReportList(total: number, reports: ReportContext[]): string {
  if (total === 0) return 'No open reports.';
  const head = reports.length < total ? `${total} open reports; the ${reports.length} oldest:` : `${total} open report${total === 1 ? '' : 's'}, oldest first:`;
  return [head, ...reports.map((r) => formatReport(r, { withEmail: false }))].join('\n\n');
}

export function formatAudit(rows: AuditRow[]): string {
  if (rows.length === 0) return 'The audit log is empty.';
  return rows
    .map((r) => {
      const who = r.userId ? ` user ${r.userName ? `@${r.userName} ` : ''}(${r.userId})` : '';
      const report = r.reportId ? ` report ${r.reportId}` : '';
      const note = r.note ? ` — "${oneLine(r.note)}"` : '';
      return `${formatTime(r.createdAt)}  ${r.action.padEnd(9)} by ${r.operator}${who}${report}${note}`;
    })
    .join('\n');
}
