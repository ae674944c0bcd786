import { useEffect } from 'react';
import type { ConversationClient } from './conversation-client';
import type { ConversationAdapter, StoredMessage } from './kind';

const tabVisible = () => document.visibilityState !== 'hidden';

/**
 * The conversation `to` is on screen: the live layer neither counts nor toasts its messages while
 * the tab is visible, so this marks it read on open, when someone else writes, and when the tab
 * is seen again. Reads asked for while one is on its way make one more, not one each. `ready`:
 * the conversation exists and may be read (its history is shown).
 */
export function useReadOnScreen<M extends StoredMessage>(
  client: ConversationClient<M>,
  { unread, markRead }: Pick<ConversationAdapter<M>, 'unread' | 'markRead'>,
  to: string,
  ready: boolean,
): void {
  useEffect(() => {
    unread.setOpen(to);
    return () => unread.setOpen(null);
  }, [unread, to]);

  useEffect(() => {
    if (!ready) return;
    // Something came while the tab was hidden: still to be read.
    let missed = false;
    let reading = false;
    let again = false;
    let gone = false;
    const read = () => {
      missed = false;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      // The server also tells every tab; clearing here shows it at once.
      markRead(to)
        .then(
          () => unread.clear(to),
          () => {
            // The badge keeps the count; the next open or visit tries again.
          },
        )
        .finally(() => {
          reading = false;
          if (again && !gone) {
            again = false;
            read();
          }
        });
    };
    if (tabVisible()) read();
    else missed = true;
    const stopListening = client.onIncoming(() => {
      if (tabVisible()) read();
      else missed = true;
    });
    const onVisibility = () => {
      if (tabVisible() && (missed || unread.count(to) > 0)) read();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      stopListening();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, unread, markRead, to, ready]);
}
