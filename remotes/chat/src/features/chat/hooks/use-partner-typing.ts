import { useEffect, useRef, useState } from 'react';
import type { ConversationClient } from '@hackmate/shared/conversation';
import type { ChatMessage, Typing } from '@hackmate/shared/types';
import { useLiveEvent } from '../../live-events';

/** The partner signals every 2 s while typing; 5 s without one means they stopped. */
export const TYPING_SHOWN_MS = 5_000;

/**
 * Whether the partner is typing: true from a `typing` event of theirs until 5 s after the last
 * one, or until their message arrives.
 */
export function usePartnerTyping(client: ConversationClient<ChatMessage>, partnerId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLiveEvent('typing', (event: Typing | undefined) => {
    if (event?.userId !== partnerId) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });

  useEffect(
    () =>
      client.onMessage((message) => {
        if (message.senderId !== partnerId) return;
        clearTimeout(timer.current);
        setTyping(false);
      }),
    [client, partnerId],
  );
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  return typing;
}
