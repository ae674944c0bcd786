import { EDITABLE_SKILLS } from '@hackmate/shared/catalogues';
import { ToggleChips } from '../../toggle-chips';

interface SkillTogglesProps {
  selected: readonly string[];
  onToggle: (skill: string) => void;
}

/** The flat skill picker of edit mode: selecting adds a skill, selecting it again removes it (SPEC §4). */
export function SkillToggles({ selected, onToggle }: SkillTogglesProps) {
  return <ToggleChips legend="Skills" options={EDITABLE_SKILLS} selected={selected} onToggle={onToggle} />;
}
