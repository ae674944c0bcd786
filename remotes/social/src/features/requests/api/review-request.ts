import { api } from '@hackmate/shared/api';
import type { Answer, requestAnswer } from '@hackmate/shared/contracts';
import type { ReviewStatus } from '@hackmate/shared/contracts/constants';
import type { Match } from '@hackmate/shared/types';

export type { ReviewStatus };

/** PATCH /reqs/review/{status}/{requestId}: the match when an accept connected the two. */
export async function reviewRequest(status: ReviewStatus, requestId: string): Promise<Match | undefined> {
  const { data } = await api().patch<Answer<typeof requestAnswer>>(`/reqs/review/${status}/${encodeURIComponent(requestId)}`);
  return data?.match;
}
