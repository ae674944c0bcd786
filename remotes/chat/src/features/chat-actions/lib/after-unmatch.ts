import { type QueryClient, queryKeys } from '@hackmate/shared/query';

/** After an unmatch the chat stays as read-only history (`connected: false`), and the two may meet in the feed again. */
export function afterUnmatch(queryClient: QueryClient, userId: string): void {
  for (const queryKey of [queryKeys.history(userId), queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.all()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
