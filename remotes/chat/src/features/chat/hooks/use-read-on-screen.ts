import { useEffect } from 'react';
import { $unread, clearUnread, setOpenConversation } from '@hackmate/shared/live';
import { markRead } from '../api/mark-read';
import type { ChatClient } from '../lib/chat-client';

const tabVisible = () => document.visibilityState !== 'hidden';

/**
 * The conversation with `partnerId` is on screen: the live layer does not count its messages
 * while the tab is visible, so this marks it read on open, when the partner writes, and when
 * the tab is seen again. `ready`: the conversation exists and may be read (its history loaded).
 */
export function useReadOnScreen(client: ChatClient, partnerId: string, ready: boolean): void {
  useEffect(() => {
    setOpenConversation(partnerId);
    return () => setOpenConversation(null);
  }, [partnerId]);

  useEffect(() => {
    if (!ready) return;
    // A partner's message that came while the tab was hidden is still to be read.
    let missed = false;
    const read = () => {
      missed = false;
      // The server also tells every tab (conversationRead); clearing here shows it at once.
      markRead(partnerId).then(
        () => clearUnread(partnerId),
        () => {
          // The badge keeps the count; the next open or visit tries again.
        },
      );
    };
    if (tabVisible()) read();
    else missed = true;
    const stopListening = client.onMessage((message) => {
      if (message.senderId !== partnerId) return;
      if (tabVisible()) read();
      else missed = true;
    });
    const onVisibility = () => {
      if (tabVisible() && (missed || ($unread.get()[partnerId] ?? 0) > 0)) read();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, partnerId, ready]);
}
