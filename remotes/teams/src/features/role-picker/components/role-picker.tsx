import { useId, type ReactNode } from 'react';
import { ROLES, ROLE_LABELS, type Role } from '@hackmate/shared/catalogues';
import { FieldError } from '@hackmate/shared/ui';
import '../../../styles/chip-row.css';
import '../../forms/forms.css';
import './role-picker.css';

export interface RolePickerProps {
  /** Names the group: "Roles I bring". */
  legend: string;
  selected: readonly Role[];
  /** The new choice, in the catalogue's order. */
  onChange: (roles: Role[]) => void;
  hint?: ReactNode;
  error?: string;
}

/**
 * The eight roles as toggle buttons in a labelled group: selecting adds a role, selecting it
 * again removes it. Each is a real button with `aria-pressed`, so Tab, Space and Enter work and
 * the chosen state is told by more than colour (a tick).
 */
export function RolePicker({ legend, selected, onChange, hint, error }: RolePickerProps) {
  const id = useId();
  const chosen = new Set(selected);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  function toggle(role: Role) {
    onChange(ROLES.filter((r) => (r === role ? !chosen.has(r) : chosen.has(r))));
  }

  return (
    <fieldset className="hm-teams-fieldset" aria-describedby={described || undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="hm-chip-row">
        {ROLES.map((role) => (
          <button
            key={role}
            type="button"
            className={`hm-chip hm-role-chip${chosen.has(role) ? ' is-selected' : ''}`}
            aria-pressed={chosen.has(role)}
            onClick={() => toggle(role)}
          >
            {ROLE_LABELS[role]}
          </button>
        ))}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="hm-muted hm-field__note">
          {hint}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
