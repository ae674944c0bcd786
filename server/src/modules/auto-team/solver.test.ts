import fc from 'fast-check';
import { ROLES, type Role } from '@hackmate/shared/catalogues';
import { COMMITMENTS, type Commitment } from '@hackmate/shared/contracts';
import { demoPool } from './demo-pool';
import { fillInOrder, measureTeams, soughtRolesMet } from './quality';
import { proposeTeams, type Proposal, type TeamCandidate, type TeamLimits } from './solver';
import { offsetSpreadMinutes } from './time-zones';

interface Options {
  seek?: Role[];
  commitment?: Commitment;
  offset?: number;
}
const person = (id: string, bring: Role[], { seek = [], commitment = 'serious', offset = 0 }: Options = {}): TeamCandidate => ({
  id,
  bring,
  seek,
  commitment,
  utcOffsetMinutes: offset,
});
const crowd = (prefix: string, n: number, options: Options = {}) =>
  Array.from({ length: n }, (_, i) => person(`${prefix}${i}`, [ROLES[i % ROLES.length]!], options));

const sizesOf = (p: Proposal) => p.teams.map((t) => t.memberIds.length).sort((a, b) => b - a);
const placed = (p: Proposal) => p.teams.reduce((n, t) => n + t.memberIds.length, 0);
const teamOf = (p: Proposal, id: string) => p.teams.find((t) => t.memberIds.includes(id));

/** The most people of one commitment that teams within the limits can hold. */
function mostPlaceable(n: number, limits: TeamLimits): number {
  const min = Math.max(2, limits.minSize);
  for (let m = n; m > 0; m--) if (Math.ceil(m / limits.maxSize) * min <= m) return m;
  return 0;
}

describe('proposeTeams: sizes and who is placed', () => {
  it('places all of 10 people with limits 2–4, in teams of 4, 3 and 3', () => {
    const proposal = proposeTeams(crowd('p', 10), { minSize: 2, maxSize: 4 });
    expect(proposal.unplaced).toEqual([]);
    expect(sizesOf(proposal)).toEqual([4, 3, 3]);
    expect(proposal.quality.placedShare).toBe(1);
  });

  it('prefers equal teams near the maximum over one full team and one minimal one', () => {
    expect(sizesOf(proposeTeams(crowd('p', 10), { minSize: 2, maxSize: 8 }))).toEqual([5, 5]);
    expect(sizesOf(proposeTeams(crowd('p', 9), { minSize: 2, maxSize: 8 }))).toEqual([5, 4]);
    expect(sizesOf(proposeTeams(crowd('p', 16), { minSize: 2, maxSize: 8 }))).toEqual([8, 8]);
    expect(sizesOf(proposeTeams(crowd('p', 17), { minSize: 2, maxSize: 8 }))).toEqual([6, 6, 5]);
  });

  it('with minSize = maxSize, leaves out only those who cannot make a full team', () => {
    const proposal = proposeTeams(crowd('p', 7), { minSize: 3, maxSize: 3 });
    expect(sizesOf(proposal)).toEqual([3, 3]);
    expect(proposal.unplaced).toHaveLength(1);
    expect(proposal.quality.placedShare).toBeCloseTo(6 / 7);
  });

  it('with fewer people than minSize, proposes nothing and leaves everyone unplaced', () => {
    const proposal = proposeTeams(crowd('p', 3), { minSize: 4, maxSize: 6 });
    expect(proposal.teams).toEqual([]);
    expect(proposal.unplaced).toEqual(['p0', 'p1', 'p2']);
    expect(proposal.quality).toEqual({ placedShare: 0, roleCoverage: 0, withinThreeHoursShare: 0 });
  });

  it('never proposes a team of one, even when the event allows it', () => {
    expect(proposeTeams([person('alone', ['design'])], { minSize: 1, maxSize: 4 })).toMatchObject({ teams: [], unplaced: ['alone'] });
    const three = proposeTeams(crowd('p', 3), { minSize: 1, maxSize: 2 });
    expect(sizesOf(three)).toEqual([2]);
    expect(three.unplaced).toHaveLength(1);
  });

  it('answers an empty pool with an empty proposal', () => {
    expect(proposeTeams([], { minSize: 2, maxSize: 4 })).toEqual({
      teams: [],
      unplaced: [],
      quality: { placedShare: 0, roleCoverage: 0, withinThreeHoursShare: 0 },
    });
  });

  it('refuses limits outside the rules, repeated ids and unknown values', () => {
    for (const limits of [
      { minSize: 0, maxSize: 4 },
      { minSize: 2, maxSize: 9 },
      { minSize: 1, maxSize: 1 },
      { minSize: 5, maxSize: 4 },
      { minSize: 2.5, maxSize: 4 },
    ]) {
      expect(() => proposeTeams(crowd('p', 4), limits)).toThrow(RangeError);
    }
    expect(() => proposeTeams([person('a', ['ml']), person('a', ['design'])], { minSize: 2, maxSize: 4 })).toThrow(/twice/);
    expect(() => proposeTeams([person('a', ['chef' as Role])], { minSize: 2, maxSize: 4 })).toThrow(RangeError);
    expect(() => proposeTeams([person('a', ['ml'], { commitment: 'lazy' as Commitment })], { minSize: 2, maxSize: 4 })).toThrow(RangeError);
    expect(() => proposeTeams([person('a', ['ml'], { offset: NaN })], { minSize: 2, maxSize: 4 })).toThrow(RangeError);
    expect(() => proposeTeams(crowd('p', 4), { minSize: 2, maxSize: 4 }, { maxOffsetHours: -1 })).toThrow(RangeError);
  });
});

describe('proposeTeams: commitment', () => {
  it('never mixes commitments, even when that leaves people out', () => {
    const pool = [...crowd('casual', 2, { commitment: 'casual' }), ...crowd('win', 3, { commitment: 'to-win' }), person('serious', ['ml'])];
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 6 });
    expect(proposal.teams.map((t) => [t.commitment, [...t.memberIds].sort()])).toEqual([
      ['casual', ['casual0', 'casual1']],
      ['to-win', ['win0', 'win1', 'win2']],
    ]);
    expect(proposal.unplaced).toEqual(['serious']);
  });
});

describe('proposeTeams: time zones', () => {
  it('keeps UTC+1 and UTC−8 apart when each has enough people', () => {
    const pool = [...crowd('berlin', 7, { offset: 60 }), ...crowd('seattle', 6, { offset: -480 })];
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 4 });
    expect(proposal.unplaced).toEqual([]);
    for (const team of proposal.teams) {
      const towns = new Set(team.memberIds.map((id) => id.replace(/\d+$/, '')));
      expect(towns.size).toBe(1);
      expect(team.offsetSpreadHours).toBe(0);
    }
    expect(proposal.quality.withinThreeHoursShare).toBe(1);
  });

  it('keeps everyone in a team within 3 hours of each other, not 3 hours either side of the middle', () => {
    // UTC−2 … UTC+3, one person an hour: ±3 h around UTC+0.5 would be one team of six.
    const pool = [-120, -60, 0, 60, 120, 180].map((offset, i) => person(`p${i}`, [ROLES[i]!], { offset }));
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 6 });
    expect(proposal.unplaced).toEqual([]);
    for (const team of proposal.teams) expect(team.offsetSpreadHours).toBeLessThanOrEqual(3);
    expect(proposal.teams).toHaveLength(2);
  });

  it('puts someone far away in a wider team only when they would otherwise be left out', () => {
    const pool = [...crowd('berlin', 3, { offset: 60 }), person('seattle', ['design'], { offset: -480 })];
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 2 });
    expect(proposal.unplaced).toEqual([]);
    expect(teamOf(proposal, 'seattle')!.offsetSpreadHours).toBe(9);
    expect(proposal.quality.withinThreeHoursShare).toBe(0.5);
    // With a window of 10 h the same team is within it.
    expect(proposeTeams(pool, { minSize: 2, maxSize: 2 }, { maxOffsetHours: 10 }).quality.withinThreeHoursShare).toBe(1);
  });

  it('measures across the date line: Samoa (UTC+13) and Hawaii (UTC−10) are an hour apart', () => {
    const pool = [...crowd('apia', 2, { offset: 780 }), ...crowd('honolulu', 2, { offset: -600 }), ...crowd('london', 4, { offset: 0 })];
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 4 });
    expect(proposal.quality.withinThreeHoursShare).toBe(1);
    const pacific = teamOf(proposal, 'apia0')!;
    expect([...pacific.memberIds].sort()).toEqual(['apia0', 'apia1', 'honolulu0', 'honolulu1']);
    expect(pacific.offsetSpreadHours).toBe(1);
  });
});

describe('proposeTeams: roles', () => {
  it('gives the person who seeks a designer the designer', () => {
    const pool = [
      person('wants-design', ['frontend'], { seek: ['design'] }),
      person('frontend', ['frontend']),
      person('designer', ['design']),
      person('backend', ['backend']),
    ];
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 2 });
    expect([...teamOf(proposal, 'wants-design')!.memberIds].sort()).toEqual(['designer', 'wants-design']);
    expect(soughtRolesMet(proposal.teams, pool)).toEqual({ met: 1, wanted: 1 });
  });

  it('spreads scarce roles: three designers go to three different teams', () => {
    const pool = [...crowd('dev', 9).map((c) => ({ ...c, bring: ['frontend' as Role] })), ...['d1', 'd2', 'd3'].map((id) => person(id, ['design']))];
    const proposal = proposeTeams(pool, { minSize: 4, maxSize: 4 });
    expect(proposal.teams).toHaveLength(3);
    for (const team of proposal.teams) expect(team.roles).toEqual(['frontend', 'design']);
    expect(proposal.quality.roleCoverage).toBe(1);
  });

  it('covers more roles and meets more wishes than filling teams in order, on a realistic crowd', () => {
    const pool = demoPool(400, { seed: 7 });
    for (const limits of [
      { minSize: 2, maxSize: 4 },
      { minSize: 3, maxSize: 6 },
    ]) {
      const solved = proposeTeams(pool, limits, { seed: 7 });
      const naive = fillInOrder(pool, limits);
      const naiveQuality = measureTeams(naive, pool);
      expect(solved.quality.placedShare).toBeGreaterThanOrEqual(naiveQuality.placedShare);
      expect(solved.quality.roleCoverage).toBeGreaterThan(naiveQuality.roleCoverage + 0.05);
      const wishes = soughtRolesMet(solved.teams, pool);
      const naiveWishes = soughtRolesMet(naive, pool);
      expect(wishes.met / wishes.wanted).toBeGreaterThan(1.5 * (naiveWishes.met / naiveWishes.wanted));
      expect(solved.quality.withinThreeHoursShare).toBe(1);
    }
  });
});

describe('proposeTeams: people kept apart', () => {
  const pool = [
    person('wants-design', ['frontend'], { seek: ['design'] }),
    person('frontend', ['frontend']),
    person('designer', ['design']),
    person('backend', ['backend']),
  ];

  it('never puts a blocked pair in one team, even the best pair for roles', () => {
    const proposal = proposeTeams(pool, { minSize: 2, maxSize: 2 }, { keepApart: [['designer', 'wants-design']] });
    expect(proposal.unplaced).toEqual([]);
    expect(teamOf(proposal, 'designer')!.memberIds).not.toContain('wants-design');
    // Either way round, and unknown ids change nothing.
    const reversed = proposeTeams(pool, { minSize: 2, maxSize: 2 }, { keepApart: [['wants-design', 'designer'], ['nobody', 'designer'], ['backend', 'backend']] });
    expect(reversed.teams).toEqual(proposal.teams);
  });

  it('parts a pair across teams when the line would put them together', () => {
    // Six people at one time zone, limits 3–3: whatever the first cut, swaps part a and b.
    const six = crowd('p', 6);
    for (const [a, b] of [['p0', 'p1'], ['p2', 'p5'], ['p4', 'p3']] as const) {
      const proposal = proposeTeams(six, { minSize: 3, maxSize: 3 }, { keepApart: [[a, b]] });
      expect(proposal.unplaced).toEqual([]);
      expect(teamOf(proposal, a)).not.toBe(teamOf(proposal, b));
    }
  });

  it('leaves people out rather than together when there is no other way', () => {
    expect(proposeTeams(pool.slice(0, 2), { minSize: 2, maxSize: 2 }, { keepApart: [['wants-design', 'frontend']] })).toMatchObject({
      teams: [],
      unplaced: ['frontend', 'wants-design'],
    });
    const three = proposeTeams(pool.slice(0, 3), { minSize: 2, maxSize: 3 }, { keepApart: [['wants-design', 'frontend']] });
    expect(three.teams).toHaveLength(1);
    expect(three.unplaced).toHaveLength(1);
    expect(three.teams[0]!.memberIds).toContain('designer');
  });
});

describe('proposeTeams: determinism', () => {
  it('gives the same proposal for the same people in any order and the same seed', () => {
    const pool = demoPool(200, { seed: 3 });
    const first = proposeTeams(pool, { minSize: 2, maxSize: 5 }, { seed: 11 });
    expect(proposeTeams(pool, { minSize: 2, maxSize: 5 }, { seed: 11 })).toEqual(first);
    expect(proposeTeams([...pool].reverse(), { minSize: 2, maxSize: 5 }, { seed: 11 })).toEqual(first);
  });
});

// ───────────────────────────── the hard rules, for any input ─────────────────────────────

const candidateArb = fc.record({
  bring: fc.subarray([...ROLES], { minLength: 1 }),
  seek: fc.subarray([...ROLES]),
  commitment: fc.constantFrom(...COMMITMENTS),
  // Whole quarter hours from UTC−12 to UTC+14, bunched so that windows matter.
  utcOffsetMinutes: fc.oneof(fc.integer({ min: -48, max: 56 }).map((q) => q * 15), fc.constantFrom(-480, -300, 0, 60, 330, 540)),
});
const limitsArb = fc.integer({ min: 1, max: 8 }).chain((minSize) => fc.record({ minSize: fc.constant(minSize), maxSize: fc.integer({ min: Math.max(2, minSize), max: 8 }) }));

describe('proposeTeams: hard rules hold for any pool', () => {
  it('sizes in the limits, one commitment a team, everyone once, as many placed as possible, same answer in any order', () => {
    fc.assert(
      fc.property(
        fc.array(candidateArb, { maxLength: 60 }),
        limitsArb,
        fc.constantFrom(0, 1, 3, 6),
        fc.nat(),
        (raw, limits, maxOffsetHours, seed) => {
          const pool: TeamCandidate[] = raw.map((c, i) => ({ id: `c${i}`, ...c }));
          const byId = new Map(pool.map((c) => [c.id, c]));
          const proposal = proposeTeams(pool, limits, { maxOffsetHours, seed });

          const seen = [...proposal.teams.flatMap((t) => t.memberIds), ...proposal.unplaced];
          expect(seen.sort()).toEqual(pool.map((c) => c.id).sort());
          for (const team of proposal.teams) {
            const members = team.memberIds.map((id) => byId.get(id)!);
            expect(members.length).toBeGreaterThanOrEqual(Math.max(2, limits.minSize));
            expect(members.length).toBeLessThanOrEqual(limits.maxSize);
            expect(members.every((m) => m.commitment === team.commitment)).toBe(true);
            expect(team.roles).toEqual(ROLES.filter((r) => members.some((m) => m.bring.includes(r))));
            expect(team.offsetSpreadHours).toBe(offsetSpreadMinutes(members.map((m) => m.utcOffsetMinutes)) / 60);
          }
          const placeable = COMMITMENTS.reduce((n, c) => n + mostPlaceable(pool.filter((p) => p.commitment === c).length, limits), 0);
          expect(placed(proposal)).toBe(placeable);

          const shuffled = [...pool].sort((a, b) => ((a.id.length * 7 + a.utcOffsetMinutes) % 13) - ((b.id.length * 7 + b.utcOffsetMinutes) % 13));
          expect(proposeTeams(shuffled, limits, { maxOffsetHours, seed })).toEqual(proposal);
        },
      ),
      { seed: 20260314, numRuns: 300 },
    );
  });

  it('never puts two people kept apart in one team, whatever the pairs', () => {
    fc.assert(
      fc.property(
        fc.array(candidateArb, { minLength: 2, maxLength: 40 }),
        limitsArb,
        fc.array(fc.tuple(fc.nat(39), fc.nat(39)), { maxLength: 30 }),
        (raw, limits, pairs) => {
          const pool: TeamCandidate[] = raw.map((c, i) => ({ id: `c${i}`, ...c }));
          const keepApart = pairs.map(([a, b]) => [`c${a}`, `c${b}`] as const);
          const proposal = proposeTeams(pool, limits, { keepApart });
          const seen = [...proposal.teams.flatMap((t) => t.memberIds), ...proposal.unplaced];
          expect(seen.sort()).toEqual(pool.map((c) => c.id).sort());
          for (const team of proposal.teams) {
            expect(team.memberIds.length).toBeGreaterThanOrEqual(Math.max(2, limits.minSize));
            expect(team.memberIds.length).toBeLessThanOrEqual(limits.maxSize);
            for (const [a, b] of keepApart) if (a !== b) expect(team.memberIds.includes(a) && team.memberIds.includes(b)).toBe(false);
          }
        },
      ),
      { seed: 20260316, numRuns: 300 },
    );
  });

  it('keeps every team within the window when everyone of a commitment shares a time zone', () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 40 }), limitsArb, fc.integer({ min: -720, max: 840 }), (raw, limits, offset) => {
        const pool: TeamCandidate[] = raw.map((c, i) => ({ id: `c${i}`, ...c, utcOffsetMinutes: offset + (i % 3) * 60 }));
        expect(proposeTeams(pool, limits).teams.every((t) => t.offsetSpreadHours <= 3)).toBe(true);
      }),
      { seed: 20260315, numRuns: 200 },
    );
  });
});
