import { api } from '@hackmate/shared/api';

/** What the receiver (accepted, rejected) or the sender (withdraw) may do with a pending request. */
export type ReviewStatus = 'accepted' | 'rejected' | 'withdraw';

/** PATCH /reqs/review/{status}/{requestId}. */
export async function reviewRequest(status: ReviewStatus, requestId: string): Promise<void> {
  await api().patch(`/reqs/review/${status}/${encodeURIComponent(requestId)}`);
}
