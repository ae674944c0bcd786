import { api } from '@hackmate/shared/api';
import type { Answer, requestAnswer } from '@hackmate/shared/contracts';
import type { RequestSummary } from '@hackmate/shared/types';
import type { SwipeAction } from '../lib/swipe-decision';

/**
 * POST /reqs/send/{status}/{userId}: records a swipe (interested or ignore) on another user. The
 * answer is what it left: a request or an ignore of ours, or their request answered.
 */
export async function sendRequest(action: SwipeAction, userId: string): Promise<RequestSummary> {
  const { data } = await api().post<Answer<typeof requestAnswer>>(`/reqs/send/${action}/${encodeURIComponent(userId)}`);
  return data.request;
}
