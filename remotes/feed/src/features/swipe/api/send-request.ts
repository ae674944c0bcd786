import { api } from '@hackmate/shared/api';
import type { SwipeAction } from '../lib/swipe-decision';

/** POST /reqs/send/{status}/{userId}: records a swipe (interested or ignore) on another user. */
export async function sendRequest(action: SwipeAction, userId: string): Promise<void> {
  await api().post(`/reqs/send/${action}/${encodeURIComponent(userId)}`);
}
