import { useId, useState } from 'react';
import { matchingSkills, SkillCheckboxGroups } from './skill-checkbox-groups';

interface SkillsStepProps {
  selected: readonly string[];
  onToggle: (skill: string) => void;
}

/** Step 1: the catalogue as chips, narrowed by a search box, with a count of what is chosen. */
export function SkillsStep({ selected, onToggle }: SkillsStepProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const nothingMatches = matchingSkills(query).length === 0;
  return (
    <>
      <div className="hm-profile-field hm-onboarding-search">
        <label htmlFor={searchId}>Search skills</label>
        <input id={searchId} className="hm-input" type="search" placeholder="e.g. react, python" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {/* Said politely as it changes: how many are chosen, and when the search finds nothing. */}
      <p className="hm-muted hm-onboarding-count" role="status">
        {nothingMatches ? `No skill matches “${query.trim()}”. ` : ''}
        {selected.length === 1 ? '1 skill selected' : `${selected.length} skills selected`}
      </p>
      <SkillCheckboxGroups selected={selected} onToggle={onToggle} query={query} />
    </>
  );
}
