import { useLayoutEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@hackmate/shared/query';
import type { ConversationClient } from './conversation-client';
import type { ConversationAdapter, HistoryPageOf, StoredMessage } from './kind';

export interface ConversationHistory<P, M = StoredMessage> {
  /** The newest page, once read: what it says beside the messages depends on the kind. */
  newest: P | undefined;
  /** The stored messages read so far, oldest first (what the client shows lags a render behind). */
  stored: readonly M[];
  loading: boolean;
  /** Why the first page could not be read (a failed older page keeps what is shown). */
  error: unknown;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

const NONE: readonly never[] = [];

/**
 * The history of the conversation `to` (newest page first, older pages on demand), read on every
 * open, shown through the client, which adds what the user wrote and the live messages.
 */
export function useConversationHistory<M extends StoredMessage, P extends HistoryPageOf<M>>(
  client: ConversationClient<M>,
  conversation: ConversationAdapter<M, P>,
  to: string,
): ConversationHistory<P, M> {
  const { data, error, isPending, isError, isRefetching, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    queryKey: conversation.queryKey(to),
    queryFn: ({ pageParam, signal }) => conversation.fetchPage(to, pageParam ? { before: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    // Pages go back in time: the next page to load is the older one.
    getNextPageParam: (page) => page.nextCursor,
    // Messages that came while the chat was closed are only in the server's copy: read it on every open.
    staleTime: 0,
  });
  const history = useMemo(() => data?.pages.flatMap((page) => page.messages), [data]);

  // Before paint, so the chat never flashes empty between loading and its messages; what the
  // user wrote and is still waiting shows even before the history.
  useLayoutEffect(() => {
    client.open(to, history);
  }, [client, to, history]);
  useLayoutEffect(() => () => client.close(), [client, to]);

  return {
    newest: data?.pages[0],
    stored: history ?? NONE,
    loading: isPending,
    error,
    failed: !data && isError,
    retry: () => void refetch(),
    retrying: isRefetching,
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
