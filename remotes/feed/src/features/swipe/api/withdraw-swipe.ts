import { api } from '@hackmate/shared/api';

/** PATCH /reqs/review/withdraw/{requestId}: takes back our own Interested or Ignore while nobody answered it. */
export async function withdrawSwipe(requestId: string): Promise<void> {
  await api().patch(`/reqs/review/withdraw/${encodeURIComponent(requestId)}`);
}
