import { Link } from '@hackmate/shared/router';
import type { Conversation, Presence } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { PresenceDot } from '../../presence';
import { formatConversationTime, type TimeFormatOptions } from '../lib/conversation-time';
import { otherParticipant, personName } from '../lib/participants';
import { UnreadCount } from './unread-count';

export interface ConversationItemProps {
  conversation: Conversation;
  meId?: string;
  active?: boolean;
  /** Messages from the other person the user has not read (the shared `$unread` count). */
  unread?: number;
  /** The other person's presence, when they show it. */
  presence?: Presence;
  /** Pinned "now", locale and zone for stories and tests. */
  timeFormat?: TimeFormatOptions;
}

/** One row of the list; a deleted partner shows as "Deleted user", without their picture or presence. */
export function ConversationItem({ conversation, meId, active = false, unread = 0, presence, timeFormat }: ConversationItemProps) {
  const partner = otherParticipant(conversation, meId);
  const name = personName(partner);
  const deleted = !!partner?.deleted;
  const last = conversation.lastMessage;
  const row = (
    <>
      <span className="chat-convo-picture">
        <Avatar src={deleted ? undefined : partner?.profileUrl} name={name} size={44} aria-hidden="true" />
        {deleted ? null : <PresenceDot presence={presence} />}
      </span>
      <span className="chat-convo-text">
        <span className="chat-convo-top">
          <span className="chat-convo-name">{name}</span>
          {last ? <time dateTime={last.timestamp} className="chat-convo-time hm-muted">{formatConversationTime(last.timestamp, timeFormat)}</time> : null}
        </span>
        <span className="chat-convo-bottom">
          <span className="chat-convo-last hm-muted">{last?.text || 'Start a conversation'}</span>
          <UnreadCount unread={unread} />
        </span>
      </span>
    </>
  );
  if (!partner) return <div className="chat-pane-row chat-convo">{row}</div>;
  return (
    <Link to={`/convos/${partner._id}`} className="chat-pane-row chat-convo" data-unread={unread > 0 ? 'true' : undefined} aria-current={active ? 'page' : undefined}>
      {row}
    </Link>
  );
}
