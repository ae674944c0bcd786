import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useReadOnScreen, type ConnectionState } from '@hackmate/shared/conversation';
import { needLiveSocketNow } from '@hackmate/shared/live';
import { Skeleton } from '@hackmate/shared/skeleton';
import { $user } from '@hackmate/shared/stores';
import { Composer } from '@hackmate/shared/ui';
import { LoadFailed, Loading, PageSection } from '../../layout';
import { useTeamChat } from '../hooks/use-team-chat';
import { teamChat } from '../lib/conversation';
import { TeamChatMessages } from './team-chat-messages';
import './team-chat.css';

export const EMPTY_TEAM_CHAT = 'No messages yet — say hi to your team';

const COMPOSER_CLASSES = { form: 'hm-team-chat__composer', input: 'hm-input hm-team-chat__input', send: 'hm-btn hm-btn-primary', hint: 'hm-muted hm-team-chat__hint' };

const CONNECTION_NOTE: Partial<Record<ConnectionState, string>> = {
  reconnecting: 'Reconnecting… What you write is sent once the connection is back.',
  offline: 'Offline. What you write is sent once you are connected again.',
};

/**
 * The team's group conversation, for its members (the page shows it to no one else): its history
 * from when the user joined, "Load earlier", live messages, and a composer whose messages show at
 * once and say when they are stored. Marked read while on screen. Mount it keyed by the team.
 */
export function TeamChat({ teamId }: { teamId: string }) {
  // New messages are this screen's job: its socket does not wait for the page to settle.
  useEffect(needLiveSocketNow, []);
  const chat = useTeamChat(teamId);
  const myId = useStore($user)._id;
  const { client, snapshot } = chat;
  useReadOnScreen(client, teamChat, teamId, chat.ready);
  const note = CONNECTION_NOTE[snapshot.state];

  return (
    <PageSection title="Team chat" className="hm-team-chat">
      {note ? (
        <p className="hm-muted hm-teams-note" role="status">
          {note}
        </p>
      ) : null}
      {chat.loading && snapshot.messages.length === 0 ? (
        <Loading label="Loading the team chat">
          {['55%', '40%', '65%'].map((width, i) => (
            <Skeleton key={i} width={width} height="2.6rem" style={{ borderRadius: 'var(--hm-radius)' }} />
          ))}
        </Loading>
      ) : chat.failed ? (
        <LoadFailed message="Could not load the team chat." onRetry={chat.retry} retrying={chat.retrying} />
      ) : null}
      {chat.hasOlder ? (
        <button type="button" className="hm-btn" onClick={chat.loadOlder} disabled={chat.loadingOlder} aria-busy={chat.loadingOlder}>
          Load earlier
        </button>
      ) : null}
      {snapshot.messages.length > 0 ? (
        <TeamChatMessages messages={snapshot.messages} myId={myId} onRetry={(clientId) => client.retry(clientId)} />
      ) : chat.ready ? (
        <p className="hm-muted hm-teams-note">{EMPTY_TEAM_CHAT}</p>
      ) : null}
      <Composer
        onSend={(text) => client.send(text)}
        label="Message your team"
        placeholder="Write to your team…"
        rows={2}
        hint="Enter sends, Shift+Enter starts a new line."
        classNames={COMPOSER_CLASSES}
      />
    </PageSection>
  );
}
