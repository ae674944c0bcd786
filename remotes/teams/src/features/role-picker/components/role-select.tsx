import { ROLES, ROLE_LABELS, isRole, type Role } from '@hackmate/shared/catalogues';
import type { SelectHTMLAttributes } from 'react';

export type RoleSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: Role | '';
  onChange: (role: Role | '') => void;
  /** The first choice, meaning no role ("Any role", "Not set"). */
  emptyLabel: string;
};

/** One role from the catalogue, or none (`''`), as a native select (FormField passes its id and aria). */
export function RoleSelect({ value, onChange, emptyLabel, ...control }: RoleSelectProps) {
  return (
    <select {...control} className="hm-input" value={value} onChange={(e) => onChange(isRole(e.target.value) ? e.target.value : '')}>
      <option value="">{emptyLabel}</option>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
