import { apiStatus } from '@hackmate/shared/api';
import { type QueryClient, queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { PublicUser } from '@hackmate/shared/types';
import { toast } from '@hackmate/shared/toast';
import { removeConnection } from '../api/remove-connection';

/**
 * The person leaves the list at once; then everything that depends on the connection catches up:
 * the list itself, the conversations and their chat (now read-only history) and the feed (the two
 * may meet there again).
 */
async function forget(queryClient: QueryClient, userId: string): Promise<void> {
  // A refresh already on its way may still carry them; its answer must not bring them back.
  await queryClient.cancelQueries({ queryKey: queryKeys.connections() });
  queryClient.setQueryData<PublicUser[]>(queryKeys.connections(), (list) => list?.filter((u) => u._id !== userId));
  for (const queryKey of [queryKeys.connections(), queryKeys.conversations(), queryKeys.history(userId), queryKeys.feed.all()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** "Remove connection" (unmatch). A connection that had already ended (404) is dropped as well. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: PublicUser) => removeConnection(person._id),
    meta: { errorMessage: 'Could not remove the connection. Please try again.' },
    onSuccess: async (_answer, person) => {
      toast.success(`${person.fullName} was removed from your connections`);
      await forget(queryClient, person._id);
    },
    onError: async (error, person) => {
      if (apiStatus(error) === 404) await forget(queryClient, person._id);
    },
  });
}
