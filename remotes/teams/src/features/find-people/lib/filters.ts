import type { Role } from '@hackmate/shared/catalogues';
import type { Commitment } from '@hackmate/shared/contracts';

/** The must-haves of "Find people": the role they bring, their commitment, the most hours from the team. */
export interface CandidateFilters {
  role?: Role;
  commitment?: Commitment;
  maxHoursApart?: number;
}

/** The distances offered, in hours (any distance is the absence of one). */
export const HOURS_APART_CHOICES = [0, 1, 2, 3, 4, 6, 8, 12] as const;

export const hasFilters = (f: CandidateFilters) => f.role !== undefined || f.commitment !== undefined || f.maxHoursApart !== undefined;

/** "Same time zone", "± 3 h". */
export const hoursApartChoiceText = (hours: number) => (hours === 0 ? 'Same time zone' : `Within ± ${hours} h`);

/** How far someone is from the team: "same time zone as your team", "2 h from your team", "45 min from your team". */
export function hoursApartText(hours: number | null): string | null {
  if (hours === null) return null;
  if (hours === 0) return 'same time zone as your team';
  if (hours < 1) return `${Math.round(hours * 60)} min from your team`;
  return `${Number(hours.toFixed(2))} h from your team`;
}
