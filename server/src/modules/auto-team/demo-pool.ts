import { ROLES, type Role } from '@hackmate/shared/catalogues';
import type { Commitment } from '@hackmate/shared/contracts';
import { prng, type Random } from '../seed';
import type { TeamCandidate } from './solver';
import { utcOffsetMinutes } from './time-zones';

/**
 * A made-up crowd of people looking for a team at one online hackathon, shaped like real ones: many
 * frontend and backend developers, few designers and hardware hackers, designers and product
 * people the most sought; half casual, a third serious, the rest out to win; time zones bunched
 * around a few regions (North America, Europe, India, East Asia). For the bench, the solver's
 * tests and demo data; the same seed gives the same crowd.
 */

const BRING: Record<Role, number> = { frontend: 30, backend: 27, mobile: 8, ml: 11, design: 6, product: 8, hardware: 3, devops: 7 };
const SEEK: Record<Role, number> = { frontend: 14, backend: 16, mobile: 8, ml: 12, design: 24, product: 14, hardware: 4, devops: 8 };
const COMMITMENT: Record<Commitment, number> = { casual: 50, serious: 35, 'to-win': 15 };
const ZONES: Record<string, number> = {
  'America/Los_Angeles': 12,
  'America/Denver': 3,
  'America/Chicago': 6,
  'America/Mexico_City': 3,
  'America/New_York': 16,
  'America/Sao_Paulo': 5,
  'Europe/London': 8,
  'Europe/Berlin': 12,
  'Europe/Athens': 4,
  'Africa/Lagos': 3,
  'Asia/Kolkata': 14,
  'Asia/Singapore': 6,
  'Asia/Tokyo': 3,
  'Australia/Sydney': 4,
  'Pacific/Auckland': 1,
};
/** How many roles someone brings (1–3) and seeks (0–3), by weight. */
const BRING_COUNT = [0, 65, 30, 5];
const SEEK_COUNT = [20, 45, 30, 5];

function weighted<T extends string>(r: Random, weights: Record<T, number>, except: ReadonlySet<T> = new Set()): T {
  const entries = (Object.entries(weights) as [T, number][]).filter(([key]) => !except.has(key));
  let roll = r() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

const countFrom = (r: Random, weights: number[]) => Number(weighted(r, Object.fromEntries(weights.map((w, n) => [String(n), w]))));

const inCatalogueOrder = (roles: Set<Role>) => ROLES.filter((role) => roles.has(role));

export type DemoCandidate = TeamCandidate & { timeZone: string };

export function demoPool(count: number, { seed = 1, at = new Date('2026-03-14T16:00:00Z') }: { seed?: number; at?: Date } = {}): DemoCandidate[] {
  const r = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const bring = new Set<Role>();
    for (let n = countFrom(r, BRING_COUNT); bring.size < n; ) bring.add(weighted(r, BRING, bring));
    const seek = new Set<Role>();
    for (let n = countFrom(r, SEEK_COUNT); seek.size < n; ) seek.add(weighted(r, SEEK, new Set([...bring, ...seek])));
    const timeZone = weighted(r, ZONES);
    return {
      id: `person-${String(i + 1).padStart(5, '0')}`,
      bring: inCatalogueOrder(bring),
      seek: inCatalogueOrder(seek),
      commitment: weighted(r, COMMITMENT),
      timeZone,
      utcOffsetMinutes: utcOffsetMinutes(timeZone, at),
    };
  });
}
