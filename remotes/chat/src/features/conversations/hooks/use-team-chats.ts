import { useEffect, useState } from 'react';
import { queryKeys, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { TeamChatSummary } from '@hackmate/shared/types';
import { useLiveEvent } from '../../live-events';
import { getTeamChats } from '../api/get-team-chats';
import { coalesce } from '../lib/coalesce';
import { REFRESH_AFTER_MESSAGE_MS } from './use-conversations';

/**
 * My team chats for the Convos list (`queryKeys.teamChats()`): read again shortly after a team
 * message arrives (it moves its team up) and when a team I am in changes (joined, left). Their
 * unread counts come live from the shared `$teamUnread` store.
 */
export function useTeamChats(): TeamChatSummary[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: queryKeys.teamChats(), queryFn: ({ signal }) => getTeamChats({ signal }) });
  const [refreshSoon] = useState(() => coalesce(() => void queryClient.invalidateQueries({ queryKey: queryKeys.teamChats() }), REFRESH_AFTER_MESSAGE_MS));
  useEffect(() => refreshSoon.cancel, [refreshSoon]);
  useLiveEvent('teamMessageReceived', refreshSoon.call);
  useLiveEvent('teamChanged', refreshSoon.call);
  // A team chat that fails to load leaves the 1:1 conversations as they are.
  return data ?? [];
}
