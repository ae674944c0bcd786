import { useEffect, useRef } from 'react';
import { FEED_FILTER_SKILLS } from '@hackmate/shared/catalogues';
import {
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  gradYearOptions,
  NO_FILTERS,
  toggle,
  type FeedFilters,
} from '../lib/filters';
import './filter-panel.css';

export interface FilterPanelProps {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  onClose: () => void;
  /** Defaults to this year −5 … +4; stories pin it. */
  years?: number[];
}

/** The side panel of SPEC §2: skills, hackathon experience and graduation year, applied at once. */
export function FilterPanel({ filters, onChange, onClose, years = gradYearOptions() }: FilterPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className="hm-filter-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="hm-filter-panel" role="dialog" aria-modal="true" aria-labelledby="hm-filter-title">
        <header className="hm-filter-panel__header">
          <h2 id="hm-filter-title">Filters</h2>
          <button type="button" className="hm-btn" onClick={() => onChange(NO_FILTERS)}>
            Clear All
          </button>
          <button type="button" className="hm-btn hm-filter-panel__close" aria-label="Close filters" onClick={onClose} ref={closeRef}>
            ×
          </button>
        </header>

        <fieldset className="hm-filter-panel__group">
          <legend>Skills</legend>
          <div className="hm-filter-panel__skills">
            <Checkboxes options={FEED_FILTER_SKILLS} ticked={filters.skills} onToggle={(skill) => onChange({ ...filters, skills: toggle(filters.skills, skill) })} />
          </div>
        </fieldset>

        <fieldset className="hm-filter-panel__group">
          <legend>Hackathon Experience</legend>
          {EXPERIENCE_LEVELS.map((level) => (
            <label key={level} className="hm-filter-panel__option">
              <input
                type="radio"
                name="hm-filter-experience"
                value={level}
                checked={filters.experience === level}
                onChange={() => onChange({ ...filters, experience: level })}
              />
              {EXPERIENCE_LABELS[level]}
            </label>
          ))}
        </fieldset>

        <fieldset className="hm-filter-panel__group">
          <legend>Graduation Year</legend>
          <div className="hm-filter-panel__years">
            <Checkboxes options={years} ticked={filters.gradYears} onToggle={(year) => onChange({ ...filters, gradYears: toggle(filters.gradYears, year) })} />
          </div>
        </fieldset>
      </div>
    </>
  );
}

function Checkboxes<T extends string | number>({ options, ticked, onToggle }: { options: readonly T[]; ticked: readonly T[]; onToggle: (option: T) => void }) {
  return options.map((option) => (
    <label key={option} className="hm-filter-panel__option">
      <input type="checkbox" checked={ticked.includes(option)} onChange={() => onToggle(option)} />
      {option}
    </label>
  ));
}
