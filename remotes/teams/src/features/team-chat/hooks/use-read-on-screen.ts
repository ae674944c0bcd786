import { useEffect } from 'react';
import { $teamUnread, clearTeamUnread, setOpenTeamChat } from '@hackmate/shared/live';
import { markTeamRead } from '../api/team-chat';
import type { TeamChatClient } from '../lib/team-chat-client';

const tabVisible = () => document.visibilityState !== 'hidden';

/**
 * The team's chat is on screen: the live layer neither counts nor toasts its messages while the
 * tab is visible, so this marks it read on open, when a teammate writes, and when the tab is seen
 * again. Reads asked for while one is on its way make one more, not one each. `ready`: the
 * history is shown.
 */
export function useReadOnScreen(client: TeamChatClient, teamId: string, ready: boolean): void {
  useEffect(() => {
    setOpenTeamChat(teamId);
    return () => setOpenTeamChat(null);
  }, [teamId]);

  useEffect(() => {
    if (!ready) return;
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
      // The server tells every tab (teamRead); clearing here shows it at once.
      markTeamRead(teamId)
        .then(
          () => clearTeamUnread(teamId),
          () => {
            // The badge keeps the count; the next visit tries again.
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
      if (tabVisible() && (missed || ($teamUnread.get()[teamId] ?? 0) > 0)) read();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      stopListening();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, teamId, ready]);
}
