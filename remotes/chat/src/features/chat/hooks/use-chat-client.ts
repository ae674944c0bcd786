import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '@hackmate/shared/toast';
import { $liveSocket } from '@hackmate/shared/live';
import { $user } from '@hackmate/shared/stores';
import type { ChatMessage } from '@hackmate/shared/types';
import { getHistory } from '../api/get-history';
import { ChatClient, type ChatSnapshot } from '../lib/chat-client';
import { sessionOutboxStore } from '../lib/outbox-store';

const CATCH_UP_PAGE = 200;
const CATCH_UP_MAX_PAGES = 10;

/** Everything stored in the conversation after `after` (or its newest page), oldest first. */
async function fetchAfter(receiverId: string, after: string | null): Promise<ChatMessage[]> {
  if (!after) return (await getHistory(receiverId)).messages;
  const all: ChatMessage[] = [];
  let cursor = after;
  for (let i = 0; i < CATCH_UP_MAX_PAGES; i += 1) {
    const { messages } = await getHistory(receiverId, { after: cursor, limit: CATCH_UP_PAGE });
    all.push(...messages);
    if (messages.length < CATCH_UP_PAGE) break;
    cursor = messages[messages.length - 1]!._id;
  }
  return all;
}

/**
 * The chat screens' client on the tab's one live connection (`$liveSocket`, opened by the shell
 * after sign-in): it listens while the screens are shown and only stops listening when the user
 * leaves them. Unacknowledged messages also outlive a reload (sessionStorage).
 */
export function useChatClient(): ChatClient {
  const [client] = useState(
    () =>
      new ChatClient({
        me: () => $user.get(),
        fetchAfter,
        onRefused: (_code, message) => toast.error(message ?? 'Message not sent'),
        outboxStore: $user.get()._id ? sessionOutboxStore($user.get()._id!) : undefined,
      }),
  );

  useEffect(() => {
    const stop = $liveSocket.subscribe((socket) => (socket ? client.attach(socket) : client.detach()));
    return () => {
      stop();
      client.detach();
    };
  }, [client]);

  return client;
}

export function useChatSnapshot(client: ChatClient): ChatSnapshot {
  return useSyncExternalStore(client.subscribe, client.getSnapshot);
}
