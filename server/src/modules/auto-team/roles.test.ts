import type { Role } from '@hackmate/shared/catalogues';
import { assignRoles, uncoveredRoles } from './roles';

const p = (id: string, bring: Role[], seek: Role[] = []) => ({ id, bring, seek });
const asObject = (roles: Map<string, Role | null>) => Object.fromEntries(roles);

describe('assignRoles', () => {
  it('gives each member a role they bring, as many different roles as the team can hold', () => {
    // Greedy in order would give ann backend and leave bob with nothing new.
    expect(asObject(assignRoles([p('ann', ['backend', 'design']), p('bob', ['backend']), p('cem', ['design', 'frontend'])]))).toEqual({
      ann: 'design',
      bob: 'backend',
      cem: 'frontend',
    });
  });

  it('lets the people left over fill the first role they bring, and none when they bring none', () => {
    expect(asObject(assignRoles([p('ann', ['ml']), p('bob', ['ml', 'backend']), p('cem', ['ml']), p('dan', [])]))).toEqual({
      ann: 'ml',
      bob: 'backend',
      cem: 'ml',
      dan: null,
    });
  });

  it('answers the same whatever the order of the roles a person lists', () => {
    const a = assignRoles([p('ann', ['design', 'backend']), p('bob', ['devops', 'backend'])]);
    const b = assignRoles([p('ann', ['backend', 'design']), p('bob', ['backend', 'devops'])]);
    expect(asObject(a)).toEqual(asObject(b));
    expect(new Set(a.values()).size).toBe(2);
  });
});

describe('uncoveredRoles', () => {
  const team = [p('ann', ['backend'], ['design', 'frontend']), p('bob', ['frontend'], ['ml', 'design'])];

  it('lists the roles members seek that nobody in the team brings, once each, in catalogue order', () => {
    expect(uncoveredRoles(team, 5)).toEqual(['ml', 'design']);
  });

  it('asks for no more roles than the places left', () => {
    expect(uncoveredRoles(team, 1)).toEqual(['ml']);
    expect(uncoveredRoles(team, 0)).toEqual([]);
  });
});
