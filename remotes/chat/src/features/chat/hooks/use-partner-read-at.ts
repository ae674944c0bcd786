import { useState } from 'react';
import type { MessagesRead } from '@hackmate/shared/types';
import { useLiveEvent } from '../../live-events';
import { laterReadAt } from '../lib/receipts';

/**
 * Up to when the partner has read the user's messages: `partnerReadAt` of the history, moved on
 * by their `messagesRead` events (never back). Null when either of them sends no receipts.
 */
export function usePartnerReadAt(partnerId: string, fromHistory: string | null): string | null {
  const [fromEvents, setFromEvents] = useState<string | null>(null);
  useLiveEvent('messagesRead', (event: MessagesRead | undefined) => {
    if (event?.by === partnerId && event.readAt) setFromEvents((before) => laterReadAt(before, event.readAt));
  });
  return laterReadAt(fromHistory, fromEvents);
}
