import type { Dashboard, FunnelPoint } from '@hackmate/shared/contracts';
import { EVENT, PRIYA, TOMAS } from './fixtures';

// Made-up dashboards of an event for the tests and stories.

const HOUR = 3_600_000;
const START = Date.parse('2030-02-20T09:00:00Z');

/** A funnel of `n` points ending with `going`, `looking`, `inTeam`, rising smoothly. */
export function funnel(going: number, looking: number, inTeam: number, n = 12): FunnelPoint[] {
  return Array.from({ length: n }, (_, i) => {
    const f = (i + 1) / n;
    return { at: new Date(START + i * 6 * HOUR).toISOString(), going: Math.round(going * f), looking: Math.round(looking * f * f), inTeam: Math.round(inTeam * f * f * f) };
  });
}

export const EMPTY_DASHBOARD: Dashboard = {
  eventId: EVENT._id,
  minTeamSize: 2,
  maxTeamSize: 4,
  counts: { going: 0, looking: 0, inTeams: 0, unteamed: 0, teams: 0 },
  teamsBySize: [1, 2, 3, 4].map((size) => ({ size, teams: 0 })),
  roleCoverage: [],
  atRisk: [],
  unteamed: [],
  funnel: [],
  outcome: { at: '2030-02-20T09:00:00.000Z', atDeadline: false, participants: 0, inTeams: 0, share: null, medianMinutesToTeam: null },
  formation: { formationDeadline: null, requiredRoles: {} },
};

/** An event under way: most people in teams, two still without one. */
export function liveDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    ...EMPTY_DASHBOARD,
    counts: { going: 42, looking: 1, inTeams: 40, unteamed: 2, teams: 11 },
    teamsBySize: [
      { size: 1, teams: 0 },
      { size: 2, teams: 1 },
      { size: 3, teams: 4 },
      { size: 4, teams: 6 },
    ],
    roleCoverage: [
      { role: 'design', lacking: 7 },
      { role: 'product', lacking: 5 },
      { role: 'ml', lacking: 4 },
      { role: 'frontend', lacking: 1 },
      { role: 'backend', lacking: 0 },
    ],
    unteamed: [
      { user: PRIYA, looking: true, roles: ['frontend', 'design'], timeZone: 'Europe/Berlin', commitment: 'serious' },
      { user: TOMAS, looking: false, roles: [], timeZone: null, commitment: null },
    ],
    funnel: funnel(42, 41, 40),
    outcome: { at: '2030-02-20T09:00:00.000Z', atDeadline: false, participants: 42, inTeams: 40, share: 40 / 42, medianMinutesToTeam: 1_830 },
    ...overrides,
  };
}

/** Two teams below the minimum size. */
export const AT_RISK_DASHBOARD = liveDashboard({
  counts: { going: 42, looking: 1, inTeams: 40, unteamed: 2, teams: 12 },
  teamsBySize: [
    { size: 1, teams: 2 },
    { size: 2, teams: 1 },
    { size: 3, teams: 3 },
    { size: 4, teams: 6 },
  ],
  atRisk: [
    { _id: '20000000-0000-4000-8000-000000000011', name: 'Solo Sailors', size: 1, reason: 'below-minimum' },
    { _id: '20000000-0000-4000-8000-000000000012', name: 'Night Owls', size: 1, reason: 'below-minimum' },
  ],
});
