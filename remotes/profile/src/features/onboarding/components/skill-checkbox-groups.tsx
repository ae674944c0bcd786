import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, type SkillCategory } from '@hackmate/shared/catalogues';

interface SkillCheckboxGroupsProps {
  selected: readonly string[];
  onToggle: (skill: string) => void;
}

/**
 * The catalogue as checkbox groups by category. FIREBASE sits in two groups but is one skill:
 * both boxes show the same value and either one toggles it.
 */
export function SkillCheckboxGroups({ selected, onToggle }: SkillCheckboxGroupsProps) {
  const chosen = new Set(selected);
  return (
    <div className="hm-onboarding-groups">
      {(Object.keys(SKILL_CATEGORIES) as SkillCategory[]).map((category) => (
        <fieldset key={category} className="hm-profile-fieldset">
          <legend>{SKILL_CATEGORY_LABELS[category]}</legend>
          <div className="hm-onboarding-options">
            {SKILL_CATEGORIES[category].map((skill) => (
              <label key={skill} className="hm-onboarding-option">
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
