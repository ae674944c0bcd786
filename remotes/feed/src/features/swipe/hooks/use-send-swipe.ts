import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import { sendRequest } from '../api/send-request';
import type { SwipeAction } from '../lib/swipe-decision';

/** Records a swipe, answering what it left; the sender's requests (a sent box, a badge) are then out of date. */
export function useSendSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: SwipeAction; userId: string }) => sendRequest(action, userId),
    meta: { errorMessage: 'Could not save your choice' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() }),
  });
}
