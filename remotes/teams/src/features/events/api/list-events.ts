import { api } from '@hackmate/shared/api';
import type { Answer, eventList, EventMode } from '@hackmate/shared/contracts';

/** What the list is narrowed to (the URL of /events holds it). */
export interface EventFilters {
  q?: string;
  mode?: EventMode;
  city?: string;
  when: 'upcoming' | 'past';
}

/** GET /events: one page of upcoming (soonest first) or past (latest first) events. */
export async function listEvents(filters: EventFilters & { page: number }, { signal }: { signal?: AbortSignal } = {}): Promise<Answer<typeof eventList>> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await api().get<Answer<typeof eventList>>('/events', { params, signal });
  return data;
}
