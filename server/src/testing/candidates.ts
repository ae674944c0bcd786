import { randomUUID } from 'node:crypto';
import type { Candidate } from '../modules/matching';

/** The clock the matching tests rank at. */
export const NOW = Date.UTC(2026, 10, 24);
export const DAY = 86_400_000;

/**
 * A population with the spread of real profiles: few roles each, a handful of skills, varied
 * activity. The same seed gives the same people (their ids aside), so a failure can be replayed.
 */
export function population(n: number, seed: number): Candidate[] {
  let state = seed >>> 0;
  const rand = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const bits = (width: number, count: number) => {
    let mask = 0;
    for (let j = 0; j < count; j++) mask |= 1 << Math.floor(rand() * width);
    return mask >>> 0;
  };
  return Array.from({ length: n }, () => ({
    id: randomUUID(),
    skillsLo: bits(32, Math.floor(rand() * 6)),
    skillsHi: bits(29, Math.floor(rand() * 3)),
    roles: bits(8, 1 + Math.floor(rand() * 2)),
    gradYear: rand() < 0.1 ? null : 2020 + Math.floor(rand() * 10),
    lastActiveMs: NOW - Math.floor(rand() ** 2 * 60) * DAY,
    gaps: Math.floor(rand() * 6),
    hackathons: Math.floor(rand() * 8),
  }));
}
