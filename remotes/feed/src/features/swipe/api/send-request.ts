import { api } from '@hackmate/shared/api';
import type { Answer, requestAnswer } from '@hackmate/shared/contracts';
import type { SwipeAction } from '../lib/swipe-decision';

export type SwipeAnswer = Pick<Answer<typeof requestAnswer>, 'request' | 'match'>;

/**
 * POST /reqs/send/{status}/{userId}: records a swipe (interested or ignore) on another user. The
 * answer is what it left: a request or an ignore of ours, or their request answered; with
 * `match` when our Interested answered theirs (the two are connected).
 */
export async function sendRequest(action: SwipeAction, userId: string): Promise<SwipeAnswer> {
  const { data } = await api().post<Answer<typeof requestAnswer>>(`/reqs/send/${action}/${encodeURIComponent(userId)}`);
  return { request: data.request, ...(data.match ? { match: data.match } : {}) };
}
