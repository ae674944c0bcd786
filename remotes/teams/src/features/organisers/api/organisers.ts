import { api } from '@hackmate/shared/api';
import type { Announcement, announcementAnswer, Answer, EventDetail, eventAnswer, InviteLinkAnswer } from '@hackmate/shared/contracts';

const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** POST /events/:eventId/invite-link (organisers): a fresh link; the one before stops working. */
export async function createInviteLink(eventId: string): Promise<string> {
  const { data } = await api().post<InviteLinkAnswer>(`${eventPath(eventId)}/invite-link`);
  return data.data.url;
}

/** POST /events/join/:token: I am going to the event the link belongs to. */
export async function joinEvent(token: string): Promise<EventDetail> {
  const { data } = await api().post<Answer<typeof eventAnswer>>(`/events/join/${encodeURIComponent(token)}`);
  return data.data;
}

/** POST /events/:eventId/announcements (organisers). */
export async function postAnnouncement(eventId: string, text: string): Promise<Announcement> {
  const { data } = await api().post<Answer<typeof announcementAnswer>>(`${eventPath(eventId)}/announcements`, { text });
  return data.data;
}

/** GET /events/:eventId/teams.csv (organisers), with the session cookie, as a file to save. */
export async function getTeamsCsv(eventId: string): Promise<Blob> {
  const { data } = await api().get<Blob>(`${eventPath(eventId)}/teams.csv`, { responseType: 'blob' });
  return data;
}
