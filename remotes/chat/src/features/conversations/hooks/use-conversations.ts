import { useCallback, useEffect, useState } from 'react';
import { queryKeys, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { ChatMessage, Conversation } from '@hackmate/shared/types';
import { getConversations } from '../api/get-conversations';
import { coalesce } from '../lib/coalesce';
import { withLastMessage } from '../lib/last-message';

/** New messages move their conversation at once; the server's list is read again at most this often. */
export const REFRESH_AFTER_MESSAGE_MS = 3_000;

export interface ConversationsState {
  /** null while the first load runs. */
  conversations: Conversation[] | null;
  failed: boolean;
  /** Moves the message's conversation to the top with it as the last message. */
  applyMessage: (message: ChatMessage) => void;
  /** Reads the list again now (e.g. after being offline). */
  reload: () => void;
}

/** The conversation list (`queryKeys.conversations()`), kept current by the messages the live connection delivers. */
export function useConversations(): ConversationsState {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: queryKeys.conversations(),
    queryFn: ({ signal }) => getConversations({ signal }),
  });

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.conversations() }), [queryClient]);
  const [refreshSoon] = useState(() => coalesce(reload, REFRESH_AFTER_MESSAGE_MS));
  useEffect(() => refreshSoon.cancel, [refreshSoon]);

  const applyMessage = useCallback(
    (message: ChatMessage) => {
      const list = queryClient.getQueryData<Conversation[]>(queryKeys.conversations());
      if (!list) return;
      const moved = withLastMessage(list, message);
      // A first message with someone not listed yet: only the server knows the partner's details.
      if (!moved) return reload();
      queryClient.setQueryData(queryKeys.conversations(), moved);
      refreshSoon.call();
    },
    [queryClient, reload, refreshSoon],
  );

  return { conversations: data ?? (isError ? [] : null), failed: isError, applyMessage, reload };
}
