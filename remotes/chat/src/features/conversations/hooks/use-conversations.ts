import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, Conversation } from '@hackmate/shared/types';
import { getConversations } from '../api/get-conversations';

export interface ConversationsState {
  /** null while the first load runs. */
  conversations: Conversation[] | null;
  failed: boolean;
  /** Moves the message's conversation to the top with it as the last message. */
  applyMessage: (message: ChatMessage) => void;
  /** Fetches the list again (e.g. after being offline). */
  reload: () => void;
}

function involves(c: Conversation, message: ChatMessage): boolean {
  const ids = c.participants.map((p) => p?._id);
  return ids.includes(message.senderId) && ids.includes(message.receiverId);
}

/** The conversation list, kept current by the messages the live connection delivers. */
export function useConversations(): ConversationsState {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef<Conversation[] | null>(null);
  useEffect(() => {
    latest.current = conversations;
  }, [conversations]);

  const load = useCallback(() => {
    getConversations().then(
      (list) => {
        setConversations(list);
        setFailed(false);
      },
      () => {
        setFailed(true);
        setConversations((current) => current ?? []);
      },
    );
  }, []);

  useEffect(load, [load]);

  const applyMessage = useCallback(
    (message: ChatMessage) => {
      const current = latest.current;
      if (!current) return;
      // A first message with someone not listed yet: the server knows the partner's details.
      if (!current.some((c) => involves(c, message))) {
        load();
        return;
      }
      setConversations((list) => {
        const index = list?.findIndex((c) => involves(c, message)) ?? -1;
        if (!list || index === -1) return list;
        const found = list[index]!;
        const last = found.lastMessage;
        if (last && Date.parse(last.timestamp) > Date.parse(message.timestamp)) return list;
        const updated: Conversation = { ...found, lastMessage: { text: message.text, timestamp: message.timestamp } };
        return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
      });
    },
    [load],
  );

  return { conversations, failed, applyMessage, reload: load };
}
