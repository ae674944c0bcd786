import { toast } from '@hackmate/shared/toast';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { ConnectionWith } from '@hackmate/shared/types';
import { MatchToast, matchToastOptions } from '@hackmate/shared/ui';
import { createElement } from 'react';
import { getConnection } from '../api/get-connection';
import { sendInterest } from '../api/send-interest';

// Below the requests' key: whatever makes the request lists stale (a swipe, a live update) makes this stale too.
const connectionKey = (userId: string) => [...queryKeys.requests.all(), 'with', userId] as const;

/**
 * Where the user stands with `userId`, and Interested as the feed sends it. An Interested that
 * answers theirs is a match: a toast says so, with Say hi.
 */
export function useConnection(userId: string) {
  const queryClient = useQueryClient();
  const key = connectionKey(userId);
  const standing = useQuery({ queryKey: key, queryFn: ({ signal }) => getConnection(userId, { signal }) });
  const interested = useMutation({
    mutationFn: () => sendInterest(userId),
    meta: { errorMessage: 'Could not send your request' },
    onSuccess: ({ request, match }) => {
      const state: ConnectionWith['state'] = request.status === 'accepted' ? 'connected' : 'sent';
      queryClient.setQueryData<ConnectionWith>(key, { state, requestId: request._id });
      if (match) toast(createElement(MatchToast, { match }), matchToastOptions(match));
      // Other screens' request lists and connections (a badge, the sent box) catch up.
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.box('sent') });
      if (state === 'connected') void queryClient.invalidateQueries({ queryKey: queryKeys.connections() });
    },
  });
  return { state: standing.data?.state, interested };
}
