import { api } from '@hackmate/shared/api';
import type { Answer, attendanceAnswer, AttendanceBody, lookingList, MyAttendance } from '@hackmate/shared/contracts';

const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** PUT /events/:eventId/attendance: I am going, with or without a "looking for a team" post. */
export async function setAttendance(eventId: string, body: AttendanceBody): Promise<MyAttendance> {
  const { data } = await api().put<Answer<typeof attendanceAnswer>>(`${eventPath(eventId)}/attendance`, body);
  return data.data;
}

/** DELETE /events/:eventId/attendance: not going after all (refused while in a team there). */
export async function stopGoing(eventId: string): Promise<void> {
  await api().delete(`${eventPath(eventId)}/attendance`);
}

/** GET /events/:eventId/looking: one page of the open posts, newest first, without mine. */
export async function getLooking(eventId: string, page: number, { signal }: { signal?: AbortSignal } = {}): Promise<Answer<typeof lookingList>> {
  const { data } = await api().get<Answer<typeof lookingList>>(`${eventPath(eventId)}/looking`, { params: { page }, signal });
  return data;
}
