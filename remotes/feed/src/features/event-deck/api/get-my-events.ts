import { api } from '@hackmate/shared/api';
import type { Answer, eventList, EventSummary } from '@hackmate/shared/contracts';

/** GET /events?going=true: the upcoming hackathons I am going to, soonest first (their decks). */
export async function getMyEvents({ signal }: { signal?: AbortSignal } = {}): Promise<EventSummary[]> {
  const { data } = await api().get<Answer<typeof eventList>>('/events', { params: { going: 'true' }, signal });
  return data.data;
}
