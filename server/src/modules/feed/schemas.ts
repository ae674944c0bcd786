import { FEED_PAGE_DEFAULT, type Experience, type feedQuery } from '@hackmate/shared/contracts';
import type { z } from 'zod';

export interface FeedFilters {
  skills: string[];
  experience: Experience | null;
  gradYears: number[];
}

export interface FeedQuery {
  filters: FeedFilters;
  cursor: string | null;
  limit: number;
  /** Only people going to this event (its deck). */
  eventId: string | null;
}

/** The validated query string (catalogue spelling, sorted, deduplicated) as the service takes it. */
export function toFeedQuery(q: z.output<typeof feedQuery>): FeedQuery {
  return {
    filters: { skills: q.skills ?? [], experience: q.experience ?? null, gradYears: q.gradYears ?? [] },
    cursor: q.cursor || null,
    limit: q.limit ?? FEED_PAGE_DEFAULT,
    eventId: q.eventId ?? null,
  };
}
