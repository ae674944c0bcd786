import { parseArgs } from 'node:util';
import { formatAudit, formatReport, formatReportList } from './format';
import { auditLog, dismissReport, openReports, showReport, suspendUser, unsuspendUser, type ModerationDeps } from './service';

export const USAGE = `Usage: pnpm moderation <command> [options]

  list [--limit N]                          open reports, oldest first, with their context
  show <reportId>                           one report in full (e-mail addresses included)
  dismiss <reportId> [--note TEXT]          close a report without action
  suspend <userId|@username> [--report ID] [--note TEXT]
                                            sign them out everywhere, refuse their sign-ins,
                                            hide them from everyone (and mark the report actioned)
  unsuspend <userId|@username> [--note TEXT]
  audit [--limit N]                         every moderation action, newest first

  --operator NAME   who is acting, for the audit log (default: your OS user name)`;

/** Bad command-line input: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;

function limitOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > MAX_LIMIT) throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  return n;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        note: { type: 'string' },
        report: { type: 'string' },
        operator: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** The options each command accepts: anything else is a mistake worth stopping for. */
const ACCEPTS: Record<string, { args: number; options: string[] }> = {
  list: { args: 0, options: ['limit'] },
  show: { args: 1, options: [] },
  dismiss: { args: 1, options: ['note', 'operator'] },
  suspend: { args: 1, options: ['note', 'report', 'operator'] },
  unsuspend: { args: 1, options: ['note', 'operator'] },
  audit: { args: 0, options: ['limit'] },
};

export interface ModerationCommand {
  /** `help` prints the usage. */
  name: 'help' | 'list' | 'show' | 'dismiss' | 'suspend' | 'unsuspend' | 'audit';
  /** The report id or user reference the command acts on ('' for list, audit, help). */
  target: string;
  note: string;
  reportId?: string;
  operator?: string;
  limit: number;
}

/** Reads the command line; throws UsageError before anything touches the database. */
export function parseModerationCommand(argv: string[]): ModerationCommand {
  const { values, positionals } = parse(argv.filter((a) => a !== '--'));
  const [name, ...args] = positionals;
  if (values.help || name === 'help') return { name: 'help', target: '', note: '', limit: DEFAULT_LIMIT };
  if (!name) throw new UsageError('Which command?');
  const accepts = ACCEPTS[name];
  if (!accepts) throw new UsageError(`Unknown command "${name}".`);
  if (args.length !== accepts.args) {
    const what = name === 'show' || name === 'dismiss' ? 'a report id' : 'a user id or @username';
    throw new UsageError(accepts.args === 0 ? `"${name}" takes no arguments.` : `"${name}" needs exactly one argument: ${what}.`);
  }
  const extra = Object.keys(values).filter((k) => !accepts.options.includes(k));
  if (extra.length > 0) throw new UsageError(`"${name}" does not take --${extra.join(', --')}.`);
  return {
    name: name as ModerationCommand['name'],
    target: args[0] ?? '',
    note: values.note ?? '',
    reportId: values.report,
    operator: values.operator,
    limit: limitOf(values.limit),
  };
}

/**
 * Runs one command and returns what to print. Throws ModerationError for a refused action
 * (unknown user, report already closed…).
 */
export async function runModerationCommand(deps: ModerationDeps, command: ModerationCommand, defaults: { operator: string }): Promise<string> {
  const { target, note, limit } = command;
  const operator = command.operator ?? defaults.operator;
  switch (command.name) {
    case 'help':
      return USAGE;
    case 'list': {
      const { total, reports } = await openReports(deps, limit);
      return formatReportList(total, reports);
    }
    case 'show':
      return formatReport(await showReport(deps, target), { withEmail: true });
    case 'dismiss':
      return (await dismissReport(deps, target, operator, note)).summary;
    case 'suspend':
      return (await suspendUser(deps, target, operator, note, command.reportId)).summary;
    case 'unsuspend':
      return (await unsuspendUser(deps, target, operator, note)).summary;
    case 'audit':
      return formatAudit(await auditLog(deps, limit));
  }
}
