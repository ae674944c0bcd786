import { useId } from 'react';
import { ROLES, ROLE_LABELS, rolesFromSkills, type Role } from '@hackmate/shared/catalogues';
import { ToggleChips } from '../../toggle-chips';
import './role-picker.css';

const LEGEND = 'What do you bring to a team?';

const roleLabel = (role: Role) => ROLE_LABELS[role];

export interface RolePickerProps {
  /** The roles the person chose; empty means their skills decide. */
  selected: readonly Role[];
  /** The skills selected now: the roles they point to are suggested, never picked for the person. */
  skills: readonly string[];
  /** The new choice, in the catalogue's order. */
  onChange: (roles: Role[]) => void;
  /** When a heading above already asks the question (onboarding). */
  hideLegend?: boolean;
}

/**
 * The eight roles as toggle buttons. The roles the skills point to are only named in the hint:
 * a choice is what the person picks, and while they pick none those derived roles stand in.
 */
export function RolePicker({ selected, skills, onChange, hideLegend = false }: RolePickerProps) {
  const hintId = useId();
  const suggested = rolesFromSkills(skills);

  function toggle(role: Role) {
    const next = selected.includes(role) ? selected.filter((r) => r !== role) : [...selected, role];
    onChange(ROLES.filter((r) => next.includes(r)));
  }

  return (
    <ToggleChips legend={LEGEND} options={ROLES} label={roleLabel} selected={selected} onToggle={toggle} describedBy={hintId} className="hm-role-picker" hideLegend={hideLegend}>
      <div id={hintId} className="hm-muted">
        {suggested.length > 0 ? <p className="hm-role-hint">{`From your skills: ${suggested.map(roleLabel).join(', ')}`}</p> : null}
        {selected.length === 0 ? (
          <p className="hm-role-hint">{suggested.length > 0 ? 'Until you pick, these are the roles people see.' : 'Pick the roles you can take on.'}</p>
        ) : null}
      </div>
    </ToggleChips>
  );
}
