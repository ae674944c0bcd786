import { Link } from '@hackmate/shared/router';
import type { TeamChatSummary } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { formatConversationTime, type TimeFormatOptions } from '../lib/conversation-time';
import { UnreadCount } from './unread-count';

export interface TeamChatItemProps {
  chat: TeamChatSummary;
  /** Messages in it the user has not read (the shared `$teamUnread` count). */
  unread?: number;
  timeFormat?: TimeFormatOptions;
}

/** A team's chat in the list, as a conversation: opening it goes to the team page, where the chat is (and is read). */
export function TeamChatItem({ chat, unread = 0, timeFormat }: TeamChatItemProps) {
  const last = chat.lastMessage;
  return (
    // Named by what it shows (a screen reader hears "Team chat" first), as a conversation row is.
    <Link to={`/teams/${encodeURIComponent(chat.teamId)}`} className="chat-pane-row chat-convo" data-unread={unread > 0 ? 'true' : undefined}>
      <span className="chat-convo-picture">
        <Avatar name={chat.teamName} size={44} aria-hidden="true" />
      </span>
      <span className="chat-convo-text">
        <span className="chat-convo-top">
          <span className="chat-convo-name">
            <span className="hm-visually-hidden">Team chat </span>
            {chat.teamName} <span className="hm-muted">· Team · {chat.eventName}</span>
          </span>
          {last ? <time dateTime={last.timestamp} className="chat-convo-time hm-muted">{formatConversationTime(last.timestamp, timeFormat)}</time> : null}
        </span>
        <span className="chat-convo-bottom">
          <span className="chat-convo-last hm-muted">{last ? `${last.senderName}: ${last.text}` : 'Say hello to your team'}</span>
          <UnreadCount unread={unread} />
        </span>
      </span>
    </Link>
  );
}
