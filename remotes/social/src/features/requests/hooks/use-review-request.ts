import { toast } from '@hackmate/shared/toast';
import { apiStatus } from '@hackmate/shared/api';
import { type QueryClient, queryKeys, useMutation, useMutationState, useQueryClient } from '@hackmate/shared/query';
import type { ConnectionRequest, InboxItem } from '@hackmate/shared/types';
import { createElement, useMemo } from 'react';
import { MatchToast, matchToastOptions } from '@hackmate/shared/ui';
import { REQUEST_BOXES } from '../api/get-requests';
import { reviewRequest, type ReviewStatus } from '../api/review-request';

interface Review {
  requestId: string;
  status: ReviewStatus;
}

const REVIEW_KEY = ['review-request'] as const;

/** SPEC §4: a reviewed request disappears from both lists at once, without waiting for a reload. */
async function forget(queryClient: QueryClient, requestId: string): Promise<void> {
  // A refresh already on its way may still carry the request; its answer must not bring it back.
  await queryClient.cancelQueries({ queryKey: queryKeys.requests.all() });
  for (const box of REQUEST_BOXES) {
    queryClient.setQueryData<ConnectionRequest[]>(queryKeys.requests.box(box), (list) => list?.filter((r) => r._id !== requestId));
  }
  queryClient.setQueryData<InboxItem[]>(queryKeys.requests.inbox(), (list) => list?.filter((item) => item.kind !== 'connection' || item.request._id !== requestId));
  // Anything else counting requests (a badge) catches up with the server.
  void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() });
}

/**
 * Accept, reject or withdraw a request. Accepting refreshes the connections everywhere and
 * toasts the match (Say hi opens the chat with a suggested opener); a request
 * the server no longer knows (404: withdrawn or answered elsewhere) is dropped too, as showing it
 * helps nobody. `reviewing` holds the requests with a review on its way (their buttons wait).
 */
export function useReviewRequest() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: REVIEW_KEY,
    mutationFn: ({ requestId, status }: Review) => reviewRequest(status, requestId),
    meta: { errorMessage: 'Could not update the request' },
    onSuccess: async (match, { requestId, status }) => {
      if (status === 'accepted') void queryClient.invalidateQueries({ queryKey: queryKeys.connections() });
      // An accept is a match: say so, with the way to the first message.
      if (match) toast(createElement(MatchToast, { match }), matchToastOptions(match));
      await forget(queryClient, requestId);
    },
    onError: async (error, { requestId }) => {
      if (apiStatus(error) === 404) await forget(queryClient, requestId);
    },
  });
  const pending = useMutationState({
    filters: { mutationKey: REVIEW_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Review | undefined)?.requestId,
  });
  const reviewing = useMemo(() => new Set(pending), [pending]);
  return { review: (requestId: string, status: ReviewStatus) => mutate({ requestId, status }), reviewing };
}
