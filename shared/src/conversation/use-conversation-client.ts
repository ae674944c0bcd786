import { useEffect, useState, useSyncExternalStore } from 'react';
import { $liveSocket } from '@hackmate/shared/live';
import { $user } from '@hackmate/shared/stores';
import { toast } from '@hackmate/shared/toast';
import { catchUpFetcher } from './catch-up';
import { ConversationClient, type ConversationSnapshot } from './conversation-client';
import type { ConversationAdapter, HistoryPageOf, StoredMessage } from './kind';
import { conversationOutboxStore } from './outbox-store';

/**
 * A chat's client on the tab's one live connection (`$liveSocket`, opened by the shell after
 * sign-in): it listens while the chat is shown and only stops listening when the user leaves it.
 * Unacknowledged messages also outlive a reload (sessionStorage); refusals are toasted.
 */
export function useConversationClient<M extends StoredMessage, P extends HistoryPageOf<M>>(conversation: ConversationAdapter<M, P>): ConversationClient<M> {
  const [client] = useState(() => {
    const me = $user.get()._id;
    return new ConversationClient(conversation, {
      me: () => $user.get(),
      fetchAfter: catchUpFetcher<M, P>(conversation.fetchPage),
      onRefused: (_code, message) => toast.error(message || 'Message not sent'),
      outboxStore: me ? conversationOutboxStore(conversation, me) : undefined,
    });
  });

  useEffect(() => {
    const stop = $liveSocket.subscribe((socket) => (socket ? client.attach(socket) : client.detach()));
    return () => {
      stop();
      client.detach();
    };
  }, [client]);

  return client;
}

export function useConversationSnapshot<M extends StoredMessage>(client: ConversationClient<M>): ConversationSnapshot<M> {
  return useSyncExternalStore(client.subscribe, client.getSnapshot);
}
