import { EXPERIENCE_LEVELS, type Experience } from '@hackmate/shared/contracts/constants';

export { EXPERIENCE_LEVELS, type Experience };

/** SPEC §5 buckets on the number of hackathons: 0 / 1-3 / more than 3. */
export const EXPERIENCE_LABELS: Record<Experience, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  experienced: 'Experienced',
};

export interface FeedFilters {
  skills: string[];
  experience: Experience | null;
  gradYears: number[];
}

export const NO_FILTERS: FeedFilters = { skills: [], experience: null, gradYears: [] };

/** SPEC §9: the current year minus 5 to the current year plus 4 (10 years). */
export function gradYearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => year - 5 + i);
}

/** The badge on the Filters button: one per ticked skill or year, one for the experience level. */
export function activeFilterCount(filters: FeedFilters): number {
  return filters.skills.length + filters.gradYears.length + (filters.experience ? 1 : 0);
}

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** The GET /feed parameters for these filters; sorted so equal filters give equal queries. */
export function toFeedQuery(filters: FeedFilters): { skills?: string; experience?: Experience; gradYears?: string } {
  const query: { skills?: string; experience?: Experience; gradYears?: string } = {};
  if (filters.skills.length) query.skills = [...filters.skills].sort().join(',');
  if (filters.experience) query.experience = filters.experience;
  if (filters.gradYears.length) query.gradYears = [...filters.gradYears].sort((a, b) => a - b).join(',');
  return query;
}
