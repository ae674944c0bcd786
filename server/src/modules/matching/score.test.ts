import { ROLES } from '@hackmate/shared/catalogues';
import { roleBits, skillBits } from './bits';
import { activityBand, reasons, reasonsJson, score, type ScoreParts } from './score';

const role = (...names: (typeof ROLES)[number][]) => names.reduce((mask, r) => mask | (1 << ROLES.indexOf(r)), 0);
const neutral: ScoreParts = { lackedRoles: 0, shared: 0, liked: false, band: 2, yearGap: null, gaps: 5 };
const with_ = (parts: Partial<ScoreParts>) => score({ ...neutral, ...parts });
const DAY = 86_400_000;

describe('the matching score, term by term', () => {
  it('team fit: a role the viewer lacks weighs as much as three shared skills, two at most count', () => {
    expect(with_({ lackedRoles: role('design') }) - with_({})).toBe(15);
    expect(with_({ lackedRoles: role('design') })).toBe(with_({ shared: 3 }));
    expect(with_({ lackedRoles: role('design', 'frontend', 'ml') })).toBe(with_({ lackedRoles: role('design', 'frontend') }));
    // Two missing roles beat any amount of common ground.
    expect(with_({ lackedRoles: role('design', 'frontend') })).toBeGreaterThan(with_({ shared: 10 }));
  });

  it('common ground: 5 per shared skill, at most four', () => {
    expect(with_({ shared: 1 }) - with_({})).toBe(5);
    expect(with_({ shared: 9 })).toBe(with_({ shared: 4 }));
  });

  it('reciprocity: having said Interested to the viewer ranks higher', () => {
    expect(with_({ liked: true }) - with_({})).toBe(20);
  });

  it('activity: the recently active rise, anyone away for over 30 days ranks after everyone active', () => {
    const now = Date.UTC(2026, 10, 24);
    expect([0.5, 3, 20, 31].map((d) => activityBand(now - d * DAY, now))).toEqual([0, 1, 2, 3]);
    expect(with_({ band: 0 })).toBeGreaterThan(with_({ band: 1 }));
    expect(with_({ band: 1 })).toBeGreaterThan(with_({ band: 2 }));
    const bestAway = with_({ band: 3, lackedRoles: role('design', 'ml'), shared: 4, liked: true, yearGap: 0, gaps: 0 });
    const worstActive = with_({ band: 2, gaps: 5 });
    expect(bestAway).toBeLessThan(worstActive);
  });

  it('graduation year and completeness are small terms', () => {
    expect([0, 1, 2, 3, null].map((yearGap) => with_({ yearGap }) - with_({}))).toEqual([4, 3, 1, 0, 0]);
    expect(with_({ gaps: 0 }) - with_({ gaps: 5 })).toBe(5);
    expect(with_({ yearGap: 0, gaps: 0 }) - with_({})).toBeLessThan(15);
  });
});

describe('reasons on a card', () => {
  it('names the strongest one or two, a missing role first', () => {
    expect(reasons({ ...neutral, lackedRoles: role('design'), shared: 3, band: 0 })).toEqual(['Designer — a role you lack', '3 shared skills']);
    expect(reasons({ ...neutral, shared: 1, band: 0 })).toEqual(['Active today', '1 shared skill']);
    expect(reasons({ ...neutral })).toEqual(['Someone new to meet']);
  });

  it('never says that someone liked the viewer', () => {
    const liked = reasons({ ...neutral, liked: true, band: 1 });
    expect(liked).toEqual(reasons({ ...neutral, liked: false, band: 1 }));
    expect(liked.join(' ')).not.toMatch(/lik|interest/i);
  });
});

describe('reasons as the page sends them', () => {
  it('are the reasons of those very parts, for every combination the text can depend on', () => {
    // Exhaustive where reasons() reads: any two combinations remembered as one would show here.
    const wrong: ScoreParts[] = [];
    for (let lackedRoles = 0; lackedRoles < 256; lackedRoles++)
      for (const shared of [0, 1, 2, 3, 4, 5, 9])
        for (const band of [0, 1, 2, 3] as const)
          for (const yearGap of [null, 0, 1, 2, 7])
            for (const gaps of [0, 1, 3]) {
              const p: ScoreParts = { lackedRoles, shared, liked: false, band, yearGap, gaps };
              if (JSON.stringify(JSON.parse(reasonsJson(p))) !== JSON.stringify(reasons(p))) wrong.push(p);
            }
    expect(wrong).toEqual([]);
  });
});

describe('roles', () => {
  it('are the chosen ones, else the ones skills point to', () => {
    expect(roleBits([], ['REACT.JS', 'POSTGRES'])).toBe(role('frontend', 'backend'));
    expect(roleBits(['design'], ['REACT.JS'])).toBe(role('design'));
    expect(roleBits([], [])).toBe(0);
  });

  it('skills map to catalogue bits in any case', () => {
    expect(skillBits(['react.js', 'REACT.JS'])).toEqual(skillBits(['REACT.JS']));
    expect(skillBits(['COBOL'])).toEqual({ lo: 0, hi: 0 });
  });
});
