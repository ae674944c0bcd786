import { api } from '@hackmate/shared/api';
import type { Answer, EventDetail, eventAnswer } from '@hackmate/shared/contracts';

/** GET /events/:eventId: the event, its counts, and how I stand to it (`me`, `canEdit`). */
export async function getEvent(eventId: string, { signal }: { signal?: AbortSignal } = {}): Promise<EventDetail> {
  const { data } = await api().get<Answer<typeof eventAnswer>>(`/events/${encodeURIComponent(eventId)}`, { signal });
  return data.data;
}
