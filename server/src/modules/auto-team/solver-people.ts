import type { TeamCandidate } from './team-types';

// What the solver's phases (solver-runs.ts, solver-roles.ts) share: a candidate as the solver
// sees them, a team being filled, and the order along the line.

export const SCARCITY_SCALE = 1_000_000;

export interface Person {
  candidate: TeamCandidate;
  id: string;
  bring: number;
  seek: number;
  /** Minutes along the commitment's line of offsets (time-zones.ts `linePositions`). */
  pos: number;
  /** Seeded tie-breaker. */
  rank: number;
  /** People of the same commitment never to be in a team with this one, if any. */
  apart: Set<Person> | null;
}

export interface Team {
  members: Person[];
  score: number;
  lo: number;
  hi: number;
}

export const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const byPlace = (a: Person, b: Person) => a.pos - b.pos || a.rank - b.rank || byString(a.id, b.id);
