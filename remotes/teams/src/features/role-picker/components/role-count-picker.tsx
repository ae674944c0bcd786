import { useId, useState } from 'react';
import { ROLES, ROLE_LABELS, type Role } from '@hackmate/shared/catalogues';
import type { OpenRole } from '@hackmate/shared/contracts';
import { FieldError } from '@hackmate/shared/ui';
import '../../forms/forms.css';
import './role-picker.css';

export interface RoleCountPickerProps {
  legend: string;
  /** The chosen roles with how many people each, in the catalogue's order. */
  value: readonly OpenRole[];
  onChange: (roles: OpenRole[]) => void;
  /** Most people asked for one role. */
  max: number;
  error?: string;
}

/**
 * The role picker with a count per chosen role: "Backend ×2". Pressing a role asks for one
 * person; its number field then says how many.
 */
export function RoleCountPicker({ legend, value, onChange, max, error }: RoleCountPickerProps) {
  const id = useId();
  const counts = new Map(value.map((r) => [r.role, r.count]));

  function emit(next: Map<Role, number>) {
    onChange(ROLES.filter((r) => next.has(r)).map((role) => ({ role, count: next.get(role)! })));
  }
  function toggle(role: Role) {
    const next = new Map(counts);
    if (next.has(role)) next.delete(role);
    else next.set(role, 1);
    emit(next);
  }
  function setCount(role: Role, count: number) {
    emit(new Map(counts).set(role, count));
  }

  return (
    <fieldset className="hm-teams-fieldset" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <ul className="hm-role-counts">
        {ROLES.map((role) => {
          const count = counts.get(role);
          return (
            <li key={role} className="hm-role-count">
              <button
                type="button"
                className={`hm-chip hm-role-chip${count !== undefined ? ' is-selected' : ''}`}
                aria-pressed={count !== undefined}
                onClick={() => toggle(role)}
              >
                {ROLE_LABELS[role]}
              </button>
              {count !== undefined ? (
                <CountInput label={`How many ${ROLE_LABELS[role]}`} count={count} max={max} onChange={(n) => setCount(role, n)} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/**
 * How many people for one role. What is typed stays as typed (so it can be cleared and retyped);
 * a whole number is taken, kept between 1 and `max`, and leaving the field shows what was taken.
 */
function CountInput({ label, count, max, onChange }: { label: string; count: number; max: number; onChange: (count: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="hm-input hm-role-count__input"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={draft ?? count}
      aria-label={label}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isInteger(n)) onChange(Math.min(max, Math.max(1, n)));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
