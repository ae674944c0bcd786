import { EDITABLE_SKILLS } from '@hackmate/shared/catalogues';

interface SkillTogglesProps {
  selected: readonly string[];
  onToggle: (skill: string) => void;
}

/** The flat skill picker of edit mode: selecting adds a skill, selecting it again removes it (SPEC §4). */
export function SkillToggles({ selected, onToggle }: SkillTogglesProps) {
  const chosen = new Set(selected);
  return (
    <fieldset className="hm-profile-fieldset">
      <legend>Skills</legend>
      <div className="hm-profile-skill-toggles">
        {EDITABLE_SKILLS.map((skill) => (
          <button
            key={skill}
            type="button"
            className={`hm-chip hm-profile-skill-toggle${chosen.has(skill) ? ' is-selected' : ''}`}
            aria-pressed={chosen.has(skill)}
            onClick={() => onToggle(skill)}
          >
            {skill}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
