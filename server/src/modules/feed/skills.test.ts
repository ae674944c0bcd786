import { EDITABLE_SKILLS, FEED_FILTER_SKILLS, SKILL_ROLES } from '@hackmate/shared/catalogues';
import { catalogueSkill, containmentMatches, expandSkillFilter } from './skills';

describe('skill filter expansion (SPEC §5 mutual containment)', () => {
  it("expands 'C' to every catalogue skill containing a c", () => {
    const c = containmentMatches('C');
    expect(c).toEqual(expect.arrayContaining(['c', 'c#', 'c++', 'css3', 'chart.js', 'context api', 'react.js', 'opencv']));
    expect(c).not.toContain('java');
  });

  it('matches a longer filter skill to the shorter catalogue skills it contains', () => {
    // 'REACT.JS' contains 'C', so a C programmer matches the React filter: the spec's rule, kept as is.
    expect(containmentMatches('REACT.JS')).toEqual(expect.arrayContaining(['react.js', 'c']));
    expect(containmentMatches('JAVA')).toEqual(['java', 'javascript']);
  });

  it('ignores case and merges several selections', () => {
    expect(expandSkillFilter(['keras', 'KERAS', 'MLFLOW'])).toEqual(['keras', 'mlflow']);
  });

  it('knows every filter skill, in any case, and nothing else', () => {
    for (const s of FEED_FILTER_SKILLS) expect(catalogueSkill(s.toLowerCase())).toBe(s);
    expect(catalogueSkill('COBOL')).toBeUndefined();
  });

  it('places only catalogue skills in roles', () => {
    for (const skill of Object.values(SKILL_ROLES).flat()) expect(EDITABLE_SKILLS).toContain(skill);
  });
});
