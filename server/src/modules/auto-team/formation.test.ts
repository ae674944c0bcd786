import fc from 'fast-check';
import { ROLES, type Role } from '@hackmate/shared/catalogues';
import { COMMITMENTS } from '@hackmate/shared/contracts';
import { demoPool } from './demo-pool';
import { formTeams, type ExistingTeam } from './formation';
import type { TeamCandidate } from './team-types';

const candidate = fc.record({
  bring: fc.uniqueArray(fc.constantFrom(...ROLES), { minLength: 1, maxLength: 3 }),
  seek: fc.uniqueArray(fc.constantFrom(...ROLES), { maxLength: 2 }),
  commitment: fc.constantFrom(...COMMITMENTS),
  utcOffsetMinutes: fc.integer({ min: -10, max: 13 }).map((h) => h * 60),
});
const crowd = fc.array(candidate, { maxLength: 60 }).map((xs): TeamCandidate[] => xs.map((c, i) => ({ ...c, id: `p${i}` })));
const limits = fc.integer({ min: 2, max: 8 }).chain((max) => fc.integer({ min: 1, max }).map((min) => ({ minSize: min, maxSize: max })));
const person = (id: string, bring: Role[]): TeamCandidate => ({ id, bring, seek: [], commitment: 'serious', utcOffsetMinutes: 0 });

describe('formTeams', () => {
  it('meets the required roles in every team whenever the pool has enough people bringing them', () => {
    fc.assert(
      fc.property(crowd, limits, fc.integer({ min: 1, max: 2 }), fc.nat(), (people, lim, n, seed) => {
        const { proposal } = formTeams(people, lim, { requiredRoles: { design: n }, seed });
        for (const commitment of COMMITMENTS) {
          const teams = proposal.teams.filter((t) => t.commitment === commitment);
          const designers = people.filter((p) => p.commitment === commitment && p.bring.includes('design')).length;
          if (designers < n * teams.length) continue;
          for (const t of teams) expect(t.memberIds.filter((id) => people.find((p) => p.id === id)!.bring.includes('design')).length).toBeGreaterThanOrEqual(n);
        }
      }),
    );
  });

  it('places nobody twice, keeps sizes within the limits and loses nobody', () => {
    const existing = fc.array(fc.uniqueArray(fc.constantFrom(...ROLES), { maxLength: 3 }), { maxLength: 3 });
    fc.assert(
      fc.property(crowd, limits, existing, fc.nat(), (people, lim, open, seed) => {
        const teams: ExistingTeam[] = open.map((openRoles, i) => ({ id: `t${i}`, memberIds: [`m${i}`], memberRoles: [['backend']], openRoles }));
        const { fills, proposal } = formTeams(people, lim, { requiredRoles: { design: 1, frontend: 1 }, existing: teams, seed });
        const everyone = [...fills.flatMap((f) => f.memberIds), ...proposal.teams.flatMap((t) => t.memberIds), ...proposal.unplaced];
        expect(new Set(everyone).size).toBe(everyone.length);
        expect(new Set(everyone)).toEqual(new Set(people.map((p) => p.id)));
        for (const f of fills) expect(1 + f.memberIds.length).toBeLessThanOrEqual(lim.maxSize);
        for (const t of proposal.teams) {
          expect(t.memberIds.length).toBeGreaterThanOrEqual(Math.max(2, lim.minSize));
          expect(t.memberIds.length).toBeLessThanOrEqual(lim.maxSize);
        }
      }),
    );
  });

  it('fills existing teams’ open roles first, the required roles they lack before the rest', () => {
    const people = [person('a', ['design']), person('b', ['frontend']), person('c', ['backend']), person('d', ['backend'])];
    const existing: ExistingTeam[] = [{ id: 'old', memberIds: ['x', 'y'], memberRoles: [['backend'], ['ml']], openRoles: ['frontend'] }];
    const { fills, proposal } = formTeams(people, { minSize: 2, maxSize: 3 }, { requiredRoles: { design: 1 }, existing });
    // One place left: the required designer comes before the frontend it asked for.
    expect(fills).toEqual([{ teamId: 'old', memberIds: ['a'] }]);
    expect(proposal.teams.flatMap((t) => t.memberIds).sort()).toEqual(['b', 'c', 'd']);
  });

  it('never puts people kept apart together while meeting roles', () => {
    const people = [person('d1', ['design']), person('d2', ['design']), person('b1', ['backend']), person('b2', ['backend'])];
    const { proposal } = formTeams(people, { minSize: 2, maxSize: 2 }, { requiredRoles: { design: 1 }, keepApart: [['d1', 'b1']] });
    for (const t of proposal.teams) expect(t.memberIds.includes('d1') && t.memberIds.includes('b1')).toBe(false);
    for (const t of proposal.teams) expect(t.roles).toContain('design');
  });

  it('gives almost every team of a realistic crowd a designer', () => {
    const pool = demoPool(1000, { seed: 3 });
    const { proposal } = formTeams(pool, { minSize: 2, maxSize: 4 }, { requiredRoles: { design: 1 } });
    const met = proposal.teams.filter((t) => t.roles.includes('design')).length / proposal.teams.length;
    const designers = pool.filter((p) => p.bring.includes('design')).length;
    expect(met).toBeGreaterThanOrEqual(Math.min(0.95, designers / proposal.teams.length - 0.01));
  });
});
