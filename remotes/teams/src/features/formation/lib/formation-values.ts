import { ROLES, type Role } from '@hackmate/shared/catalogues';
import { COMMITMENT_LABELS, type FormationPreview, type FormationRules } from '@hackmate/shared/contracts';
import { isoToLocalInput, localInputToIso } from '../../events';

/** What the formation form holds: the deadline as a datetime-local input shows it, a count per role (0: not required). */
export interface FormationValues {
  formationDeadline: string;
  requiredRoles: Record<Role, number>;
}

export const FORMATION_FIELDS = ['formationDeadline', 'requiredRoles'] as const;
export type FormationField = (typeof FORMATION_FIELDS)[number];

/** The form filled with the event's rules. */
export function formationValues(rules: FormationRules): FormationValues {
  return {
    formationDeadline: rules.formationDeadline ? isoToLocalInput(rules.formationDeadline) : '',
    requiredRoles: Object.fromEntries(ROLES.map((r) => [r, rules.requiredRoles[r] ?? 0])) as Record<Role, number>,
  };
}

/** What the form sends (before the contract checks it): no deadline is null, roles at 0 are left out. */
export function formationBodyInput(values: FormationValues) {
  return {
    formationDeadline: values.formationDeadline ? localInputToIso(values.formationDeadline) : null,
    requiredRoles: Object.fromEntries(ROLES.filter((r) => values.requiredRoles[r] > 0).map((r) => [r, values.requiredRoles[r]])),
  };
}

/** The viewer's time zone, which a datetime-local input is in: "Europe/Berlin (UTC+01:00)". */
export function viewerTimeZone(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
  const offset = -at.getTimezoneOffset();
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  return `${zone} (UTC${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)})`;
}

/** Why someone stays unplaced, for the organiser. */
export function unplacedText({ reason, commitment }: Pick<FormationPreview['unplaced'][number], 'reason' | 'commitment'>): string {
  return reason === 'commitment'
    ? `Too few others with the commitment "${COMMITMENT_LABELS[commitment]}" to make a team; stays in the pool.`
    : 'The team sizes left no place; stays in the pool for the next round.';
}

/** Everyone a preview places: in new teams and in existing ones. */
export const placedCount = (preview: FormationPreview) => preview.teams.reduce((n, t) => n + t.members.length, 0) + preview.fills.reduce((n, f) => n + f.members.length, 0);

/** Per required role, whether a proposed team meets it (the server's `meetsRequired` settles counts above one). */
export function requiredStatus(team: Pick<FormationPreview['teams'][number], 'roles' | 'meetsRequired'>, required: FormationRules['requiredRoles']) {
  return ROLES.filter((r) => (required[r] ?? 0) > 0).map((role) => {
    const n = required[role]!;
    return { role, n, met: team.roles.includes(role) && (n === 1 || team.meetsRequired) };
  });
}
