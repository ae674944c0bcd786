import { ROLES, ROLE_PEOPLE } from '@hackmate/shared/catalogues';
import { oneByteJson } from '../../lib/one-byte-json';
import { popcount } from './bits';

/**
 * How well a candidate fits the viewer's team, higher first (ties: lower id first). One place
 * defines it; server/README.md writes it as a formula.
 *
 *   score = 15 · min(2, |roles they bring that you lack|)      team fit
 *         +  5 · min(4, |skills you share|)                     common ground
 *         + 20 · [they already said Interested to you]          reciprocity (never shown)
 *         + activity: active in the last day +10, week +6, month +2, longer −80
 *         + graduation year: same +4, one apart +3, two apart +1
 *         + completeness: 5 − empty profile sections (0…5)
 *
 * Team fit outweighs common ground (one missing role is worth three shared skills), and anyone
 * away for more than 30 days ranks after everyone active.
 */
export const W = {
  role: 15,
  maxRoles: 2,
  shared: 5,
  maxShared: 4,
  reciprocity: 20,
  active: [10, 6, 2, -80] as const,
  year: [4, 3, 1] as const,
  completeness: 5,
} as const;

/** Activity bands: within a day, a week, a month, longer. */
export const ACTIVITY_BAND_DAYS = [1, 7, 30] as const;
export type ActivityBand = 0 | 1 | 2 | 3;

export function activityBand(lastActiveMs: number, nowMs: number): ActivityBand {
  const days = (nowMs - lastActiveMs) / 86_400_000;
  if (days <= ACTIVITY_BAND_DAYS[0]) return 0;
  if (days <= ACTIVITY_BAND_DAYS[1]) return 1;
  if (days <= ACTIVITY_BAND_DAYS[2]) return 2;
  return 3;
}

/** The points each part of the score gives a candidate. */
export interface ScoreParts {
  /** Roles they bring that the viewer lacks (a mask, in ROLES order). */
  lackedRoles: number;
  shared: number;
  liked: boolean;
  band: ActivityBand;
  /** Years between their graduations; null when either is unknown. */
  yearGap: number | null;
  /** Empty profile sections (0 = complete). */
  gaps: number;
}

export const roleFitPoints = (lackedRoles: number) => W.role * Math.min(W.maxRoles, popcount(lackedRoles));
export const sharedPoints = (shared: number) => W.shared * Math.min(W.maxShared, shared);
export const activityPoints = (band: ActivityBand) => W.active[band];
export const yearPoints = (gap: number | null) => (gap === null ? 0 : (W.year[gap] ?? 0));
export const completenessPoints = (gaps: number) => W.completeness - gaps;

export function score(p: ScoreParts): number {
  return (
    roleFitPoints(p.lackedRoles) +
    sharedPoints(p.shared) +
    (p.liked ? W.reciprocity : 0) +
    activityPoints(p.band) +
    yearPoints(p.yearGap) +
    completenessPoints(p.gaps)
  );
}

/**
 * The one or two strongest reasons to meet a candidate, as shown on the card. Reciprocity is
 * never among them: nobody learns from a card that someone liked them.
 */
export function reasons(p: ScoreParts): string[] {
  const options: [points: number, text: string][] = [];
  if (p.lackedRoles) {
    const role = ROLES.find((_, bit) => (p.lackedRoles >>> bit) & 1)!;
    options.push([roleFitPoints(p.lackedRoles), `${ROLE_PEOPLE[role]} — a role you lack`]);
  }
  if (p.shared > 0) options.push([sharedPoints(p.shared), p.shared === 1 ? '1 shared skill' : `${p.shared} shared skills`]);
  if (p.band === 0) options.push([activityPoints(0), 'Active today']);
  if (p.band === 1) options.push([activityPoints(1), 'Active this week']);
  if (p.yearGap === 0) options.push([yearPoints(0), 'Graduates the same year']);
  if (p.yearGap === 1) options.push([yearPoints(1), 'Graduates a year apart']);
  if (p.gaps === 0) options.push([completenessPoints(0), 'Complete profile']);
  const best = options.sort((a, b) => b[0] - a[0]).slice(0, 2).map(([, text]) => text);
  return best.length > 0 ? best : ['Someone new to meet'];
}

// reasons() as JSON text, by what it reads: every card of every page carries them, and the same
// few hundred combinations come back all the time.
const reasonsText = new Map<number, string>();

/** reasons(p) as JSON (one byte a character: oneByteJson), remembered. */
export function reasonsJson(p: ScoreParts): string {
  const firstLacked = p.lackedRoles === 0 ? 0 : 32 - Math.clz32(p.lackedRoles & -p.lackedRoles);
  const yearGap = p.yearGap === 0 ? 0 : p.yearGap === 1 ? 1 : 2;
  // Everything reasons() looks at: the first lacked role and how many count, the exact number of
  // shared skills (it is in the text), the activity band, the year gap as it reads it, completeness.
  const key = ((((firstLacked * 3 + Math.min(W.maxRoles, popcount(p.lackedRoles))) * 128 + Math.min(127, p.shared)) * 4 + p.band) * 3 + yearGap) * 2 + (p.gaps === 0 ? 1 : 0);
  let text = reasonsText.get(key);
  if (text === undefined) reasonsText.set(key, (text = oneByteJson(reasons(p))));
  return text;
}
