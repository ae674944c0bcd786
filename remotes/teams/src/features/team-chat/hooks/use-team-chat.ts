import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { toast } from '@hackmate/shared/toast';
import { queryKeys, useInfiniteQuery } from '@hackmate/shared/query';
import { $liveSocket, sessionOutboxStore } from '@hackmate/shared/live';
import { $user } from '@hackmate/shared/stores';
import type { TeamChatMessage } from '@hackmate/shared/types';
import { getTeamMessages } from '../api/team-chat';
import { TeamChatClient, type SavedTeamMessage, type TeamChatSnapshot } from '../lib/team-chat-client';

const CATCH_UP_PAGE = 200;
const CATCH_UP_MAX_PAGES = 10;

/** Everything stored in the team's chat after `after` (or its newest page), oldest first. */
async function fetchAfter(teamId: string, after: string | null): Promise<TeamChatMessage[]> {
  if (!after) return (await getTeamMessages(teamId)).messages;
  const all: TeamChatMessage[] = [];
  let cursor = after;
  for (let i = 0; i < CATCH_UP_MAX_PAGES; i += 1) {
    const { messages } = await getTeamMessages(teamId, { after: cursor, limit: CATCH_UP_PAGE });
    all.push(...messages);
    if (messages.length < CATCH_UP_PAGE) break;
    cursor = messages[messages.length - 1]!._id;
  }
  return all;
}

const isSaved = (x: unknown): x is SavedTeamMessage =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as SavedTeamMessage).teamId === 'string' &&
  typeof (x as SavedTeamMessage).clientId === 'string' &&
  typeof (x as SavedTeamMessage).text === 'string';

/** Unacknowledged team messages of one user in this tab: they survive a reload, not the tab. */
export const teamOutboxStore = (userId: string, storage?: Storage) => sessionOutboxStore(`hackmate:team-chat-outbox:${userId}`, isSaved, storage);

export interface TeamChatState {
  client: TeamChatClient;
  snapshot: TeamChatSnapshot;
  loading: boolean;
  /** The first page could not be read. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  /** History is on screen (the chat may be marked read). */
  ready: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The team's chat: its history (`queryKeys.teamChat`, newest page first, older pages on demand)
 * shown through a client on the tab's one live connection (`$liveSocket`), which adds the live
 * messages and keeps what the user wrote until it is acknowledged. Mount it keyed by the team.
 */
export function useTeamChat(teamId: string): TeamChatState {
  const [client] = useState(() => {
    const me = $user.get()._id;
    return new TeamChatClient({
      teamId,
      me: () => $user.get(),
      fetchAfter: (after) => fetchAfter(teamId, after),
      onRefused: (_code, message) => toast.error(message ?? 'Message not sent'),
      outboxStore: me ? teamOutboxStore(me) : undefined,
    });
  });

  useEffect(() => {
    const stop = $liveSocket.subscribe((socket) => (socket ? client.attach(socket) : client.detach()));
    return () => {
      stop();
      client.detach();
    };
  }, [client]);

  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot);

  const { data, isPending, isError, isRefetching, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    queryKey: queryKeys.teamChat(teamId),
    queryFn: ({ pageParam, signal }) => getTeamMessages(teamId, pageParam ? { before: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    // Pages go back in time: the next page to load is the older one.
    getNextPageParam: (page) => page.nextCursor,
    // Messages that came while the page was closed are only in the server's copy: read it on every visit.
    staleTime: 0,
  });
  const history = useMemo(() => data?.pages.flatMap((page) => page.messages), [data]);

  // Before paint, so the chat never flashes empty between loading and its messages.
  useLayoutEffect(() => {
    if (history) client.showHistory(history);
  }, [client, history]);

  return {
    client,
    snapshot,
    loading: isPending,
    failed: !data && isError,
    retry: () => void refetch(),
    retrying: isRefetching,
    ready: Boolean(data),
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
