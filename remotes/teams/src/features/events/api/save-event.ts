import { api } from '@hackmate/shared/api';
import type { Answer, CreateEventBody, EventDetail, eventAnswer } from '@hackmate/shared/contracts';

/** POST /events: adds a hackathon (409 DUPLICATE_EVENT when the same name and start are listed). */
export async function createEvent(body: CreateEventBody): Promise<EventDetail> {
  const { data } = await api().post<Answer<typeof eventAnswer>>('/events', body);
  return data.data;
}

/** PATCH /events/:eventId: the whole event again; its creator only. */
export async function updateEvent(eventId: string, body: CreateEventBody): Promise<EventDetail> {
  const { data } = await api().patch<Answer<typeof eventAnswer>>(`/events/${encodeURIComponent(eventId)}`, body);
  return data.data;
}
