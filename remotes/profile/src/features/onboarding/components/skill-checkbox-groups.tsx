import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, type SkillCategory } from '@hackmate/shared/catalogues';

interface SkillCheckboxGroupsProps {
  selected: readonly string[];
  onToggle: (skill: string) => void;
  /** Only skills containing this text (any case) are shown; groups left empty are hidden. */
  query?: string;
}

/** The skills of each category matching `query`, in catalogue order. */
export function matchingSkills(query: string): [SkillCategory, readonly string[]][] {
  const needle = query.trim().toLowerCase();
  return (Object.keys(SKILL_CATEGORIES) as SkillCategory[])
    .map((category): [SkillCategory, readonly string[]] => [category, SKILL_CATEGORIES[category].filter((skill) => skill.toLowerCase().includes(needle))])
    .filter(([, skills]) => skills.length > 0);
}

/**
 * The catalogue as checkbox chips grouped by category (SPEC §2). FIREBASE sits in two groups but
 * is one skill: both boxes show the same value and either one toggles it.
 */
export function SkillCheckboxGroups({ selected, onToggle, query = '' }: SkillCheckboxGroupsProps) {
  const chosen = new Set(selected);
  return (
    <div className="hm-onboarding-groups">
      {matchingSkills(query).map(([category, skills]) => (
        <fieldset key={category} className="hm-profile-fieldset">
          <legend>{SKILL_CATEGORY_LABELS[category]}</legend>
          <div className="hm-onboarding-options">
            {skills.map((skill) => (
              <label key={skill} className={`hm-chip hm-onboarding-option${chosen.has(skill) ? ' is-selected' : ''}`}>
                <input type="checkbox" checked={chosen.has(skill)} onChange={() => onToggle(skill)} />
                {skill}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
