import type { Role } from '@hackmate/shared/catalogues';
import type { Commitment } from '@hackmate/shared/contracts';
import { describeTeam, fillInOrder, measureTeams, soughtRolesMet } from './quality';
import type { TeamCandidate } from './solver';

const person = (id: string, bring: Role[], seek: Role[] = [], offset = 0, commitment: Commitment = 'serious'): TeamCandidate => ({
  id,
  bring,
  seek,
  commitment,
  utcOffsetMinutes: offset,
});

describe('measureTeams', () => {
  const pool = [
    person('a', ['frontend']),
    person('b', ['frontend']),
    person('c', ['backend']),
    person('d', ['design']),
    person('e', ['ml', 'devops'], [], 300),
    person('f', ['product'], [], 300),
    person('g', ['mobile']),
    person('casual', ['hardware'], [], 0, 'casual'),
  ];
  const byId = (...ids: string[]) => ids.map((id) => pool.find((p) => p.id === id)!);

  it('role coverage: distinct roles held over min(size, roles available to that commitment), at most 1', () => {
    // Four people, three roles, seven roles among the serious: 3/4.
    expect(measureTeams([describeTeam(byId('a', 'b', 'c', 'd'))], pool).roleCoverage).toBe(0.75);
    // Two people holding three roles count as full, not 1.5.
    expect(measureTeams([describeTeam(byId('e', 'f'))], pool).roleCoverage).toBe(1);
    // The mean over teams.
    expect(measureTeams([describeTeam(byId('a', 'b')), describeTeam(byId('c', 'd'))], pool).roleCoverage).toBe(0.75);
  });

  it('placed share over everyone who asked; teams within the window over teams', () => {
    const quality = measureTeams([describeTeam(byId('a', 'b', 'c')), describeTeam(byId('d', 'e', 'f', 'g'))], pool);
    expect(quality.placedShare).toBe(7 / 8);
    // d, e, f, g span five hours.
    expect(quality.withinThreeHoursShare).toBe(0.5);
    expect(measureTeams([describeTeam(byId('d', 'e', 'f', 'g'))], pool, 5).withinThreeHoursShare).toBe(1);
  });

  it('sought roles met: counts wishes someone else of the commitment could meet at all', () => {
    const wishful = [
      person('x', ['frontend'], ['design', 'hardware']),
      person('y', ['design'], ['backend']),
      person('z', ['backend'], ['frontend']),
      person('w', ['frontend']),
    ];
    // x gets design, not hardware (nobody brings it); y gets no backend; z gets frontend from w.
    const teams = [describeTeam([wishful[0]!, wishful[1]!]), describeTeam([wishful[2]!, wishful[3]!])];
    expect(soughtRolesMet(teams, wishful)).toEqual({ met: 2, wanted: 3 });
  });
});

describe('fillInOrder', () => {
  it('cuts each commitment, in order of UTC offset, into the fewest equal teams', () => {
    const pool = [
      person('late', ['ml'], [], 600),
      ...['a', 'b', 'c', 'd', 'e'].map((id, i) => person(id, ['frontend'], [], i * 60)),
      person('casual', ['design'], [], 0, 'casual'),
    ];
    const teams = fillInOrder(pool, { minSize: 2, maxSize: 4 });
    expect(teams.map((t) => t.memberIds)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'late'],
    ]);
  });
});
