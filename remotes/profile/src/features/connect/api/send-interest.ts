import { api } from '@hackmate/shared/api';
import type { Answer, requestAnswer } from '@hackmate/shared/contracts';

/** POST /reqs/send/interested/{userId}, as the feed's Interested: a request, or (theirs pending) a match. */
export async function sendInterest(userId: string): Promise<Answer<typeof requestAnswer>> {
  const { data } = await api().post<Answer<typeof requestAnswer>>(`/reqs/send/interested/${encodeURIComponent(userId)}`);
  return data;
}
