import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import { sendRequest } from '../api/send-request';
import type { SwipeAction } from '../lib/swipe-decision';

/**
 * Records a swipe, answering what it left; the sender's requests (a sent box, a badge) are then out
 * of date. An Interested sent is the moment push is worth offering: they may answer while we are
 * away (the offer's code loads only then, and asks once per browser).
 */
export function useSendSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: SwipeAction; userId: string }) => sendRequest(action, userId),
    meta: { errorMessage: 'Could not save your choice' },
    onSuccess: (_answer, { action }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() });
      if (action === 'interested') void import('@hackmate/shared/push').then((m) => m.offerPush('interested')).catch(() => undefined);
    },
  });
}
