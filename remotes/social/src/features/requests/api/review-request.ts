import { api } from '@hackmate/shared/api';

import type { ReviewStatus } from '@hackmate/shared/contracts/constants';

export type { ReviewStatus };

/** PATCH /reqs/review/{status}/{requestId}. */
export async function reviewRequest(status: ReviewStatus, requestId: string): Promise<void> {
  await api().patch(`/reqs/review/${status}/${encodeURIComponent(requestId)}`);
}
