import { EDITABLE_SKILLS } from '@hackmate/shared/catalogues';

const CATALOGUE_LOWER = EDITABLE_SKILLS.map((s) => s.toLowerCase());
export { catalogueSkill } from '@hackmate/shared/catalogues';

/**
 * SPEC §5: a selected skill matches a user skill when either contains the other, ignoring case.
 * Profiles only hold catalogue skills, so each filter skill is expanded once into the lower-cased
 * catalogue skills it matches ('c' → c, c#, c++, css3, chart.js, …; 'react.js' → react.js and also
 * 'c', which it contains); the query is then one `skills_lower && ARRAY[…]` through the GIN index.
 */
export function containmentMatches(filterSkill: string): string[] {
  const f = filterSkill.toLowerCase();
  return CATALOGUE_LOWER.filter((c) => c.includes(f) || f.includes(c));
}

/** Every lower-cased catalogue skill that any of the selected skills matches. */
export function expandSkillFilter(selected: readonly string[]): string[] {
  return [...new Set(selected.flatMap(containmentMatches))].sort();
}

