import { ROLE_LABELS, type Role } from '@hackmate/shared/catalogues';
import type { OpenRole } from '@hackmate/shared/contracts';
import '../../../styles/chip-row.css';
import './role-picker.css';

/** Roles as a list of chips, named for screen readers ("Brings", "Open roles"). */
export function RoleChips({ label, roles }: { label: string; roles: readonly (Role | OpenRole)[] }) {
  return (
    <ul className="hm-chip-row" aria-label={label}>
      {roles.map((r) => (typeof r === 'string' ? <li key={r} className="hm-chip">{ROLE_LABELS[r]}</li> : <li key={r.role} className="hm-chip">{openRoleText(r)}</li>))}
    </ul>
  );
}

/** "Backend" for one person, "Backend ×2" for more. */
export const openRoleText = ({ role, count }: OpenRole) => (count > 1 ? `${ROLE_LABELS[role]} ×${count}` : ROLE_LABELS[role]);
