import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * What the page's cache must forget once someone is blocked, from whichever screen: they leave
 * every list of the user's (connections, conversations, the feed, requests) and join the blocked
 * list. Their profile and chat are dropped, not just marked stale: a cached copy would still show
 * what the server now refuses. Call it after leaving their profile or chat, or that page would
 * fetch it again at once.
 */
export function afterBlock(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.profile.user(userId) });
  queryClient.removeQueries({ queryKey: queryKeys.history(userId) });
  for (const queryKey of [queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.all(), queryKeys.requests.all(), queryKeys.settings.blocked()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
