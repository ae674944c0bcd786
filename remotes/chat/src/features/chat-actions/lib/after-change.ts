import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@hackmate/shared/query';

const refresh = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * Once the partner is blocked they leave every list (connections, conversations, feed, requests)
 * and join the blocked list in Settings.
 * Their chat and profile are dropped from the cache, not just marked stale: a cached copy would
 * still show what the server now refuses. Call it after leaving the chat, or it is fetched again.
 */
export function afterBlock(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.history(userId) });
  queryClient.removeQueries({ queryKey: queryKeys.profile.user(userId) });
  refresh(queryClient, [queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.all(), queryKeys.requests.all(), queryKeys.settings.blocked()]);
}

/** After an unmatch the chat stays as read-only history (`connected: false`), and the two may meet in the feed again. */
export function afterUnmatch(queryClient: QueryClient, userId: string): void {
  refresh(queryClient, [queryKeys.history(userId), queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.all()]);
}
