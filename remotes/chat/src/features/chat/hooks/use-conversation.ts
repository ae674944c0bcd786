import { useLayoutEffect, useMemo } from 'react';
import { queryKeys, useInfiniteQuery } from '@hackmate/shared/query';
import { apiStatus } from '@hackmate/shared/api';
import type { PublicUser } from '@hackmate/shared/types';
import { getHistory } from '../api/get-history';
import type { ChatClient } from '../lib/chat-client';

export type ConversationProblem = 'not-found' | 'not-connected' | 'failed';

export interface ConversationState {
  loading: boolean;
  partner: PublicUser | null;
  /** Up to when the partner has read the user's messages, as the newest page says (null: not shared). */
  partnerReadAt: string | null;
  problem: ConversationProblem | null;
  /** false once the connection ended (or the partner's account is gone): the history stays, sending is refused. */
  connected: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

function problemOf(error: unknown): ConversationProblem {
  const status = apiStatus(error);
  if (status === 404 || status === 400) return 'not-found';
  if (status === 403) return 'not-connected';
  return 'failed';
}

/**
 * The conversation with `receiverId`: its history from `queryKeys.history(receiverId)` (the newest
 * page, which also names the partner when the two have never written; older pages on demand),
 * shown through the chat client, which adds the live messages.
 */
export function useConversation(client: ChatClient, receiverId: string): ConversationState {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    queryKey: queryKeys.history(receiverId),
    queryFn: ({ pageParam, signal }) => getHistory(receiverId, pageParam ? { before: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    // Pages go back in time: the next page to load is the older one.
    getNextPageParam: (page) => page.nextCursor,
    // Messages that came while another chat was open are only in the server's copy: read it on every open.
    staleTime: 0,
  });
  const history = useMemo(() => data?.pages.flatMap((page) => page.messages), [data]);

  // Before paint, so the pane never shows an empty chat between 'Loading chat...' and the messages.
  useLayoutEffect(() => {
    if (history) client.open(receiverId, history);
  }, [client, receiverId, history]);
  useLayoutEffect(() => () => client.close(), [client, receiverId]);

  return {
    loading: isPending,
    partner: data?.pages[0]?.partner ?? null,
    partnerReadAt: data?.pages[0]?.partnerReadAt ?? null,
    // A failed older page keeps what is shown (and its button, for another try).
    problem: !data && isError ? problemOf(error) : null,
    // A server that does not say is one from before the flag: only connections could read then.
    connected: data?.pages[0]?.connected !== false,
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
