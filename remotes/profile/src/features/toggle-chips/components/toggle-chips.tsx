import type { ReactNode } from 'react';
import './toggle-chips.css';

export interface ToggleChipsProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (option: T) => void;
  /** What a chip says; the option itself by default. */
  label?: (option: T) => string;
  /** The id of a hint among `children`, read out with the group. */
  describedBy?: string;
  className?: string;
  /** The legend still names the group for assistive tech, but a heading above already shows it. */
  hideLegend?: boolean;
  children?: ReactNode;
}

/**
 * A fieldset of toggle buttons: selecting adds an option, selecting it again removes it (SPEC §4).
 * Each is a real button with `aria-pressed`, so Tab, Space and Enter work as everywhere else, and
 * the chosen state is told by more than colour.
 */
export function ToggleChips<T extends string>({ legend, options, selected, onToggle, label = String, describedBy, className, hideLegend = false, children }: ToggleChipsProps<T>) {
  const chosen = new Set(selected);
  return (
    <fieldset className={className ? `hm-profile-fieldset ${className}` : 'hm-profile-fieldset'} aria-describedby={describedBy}>
      <legend className={hideLegend ? 'hm-visually-hidden' : undefined}>{legend}</legend>
      <div className="hm-toggle-chips">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={`hm-chip hm-toggle-chip${chosen.has(option) ? ' is-selected' : ''}`}
            aria-pressed={chosen.has(option)}
            onClick={() => onToggle(option)}
          >
            {label(option)}
          </button>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
