import { Link } from 'react-router-dom';
import type { Conversation } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { formatConversationTime, type TimeFormatOptions } from '../lib/conversation-time';
import { otherParticipant } from '../lib/participants';

export interface ConversationItemProps {
  conversation: Conversation;
  meId?: string;
  active?: boolean;
  /** Pinned "now", locale and zone for stories and tests. */
  timeFormat?: TimeFormatOptions;
}

export function ConversationItem({ conversation, meId, active = false, timeFormat }: ConversationItemProps) {
  const partner = otherParticipant(conversation, meId);
  const name = partner?.fullName?.trim() || 'Unknown User';
  const last = conversation.lastMessage;
  const row = (
    <>
      <Avatar src={partner?.profileUrl} name={name} size={44} aria-hidden="true" />
      <span className="chat-convo-text">
        <span className="chat-convo-top">
          <span className="chat-convo-name">{name}</span>
          {last ? <time dateTime={last.timestamp} className="chat-convo-time hm-muted">{formatConversationTime(last.timestamp, timeFormat)}</time> : null}
        </span>
        <span className="chat-convo-last hm-muted">{last?.text || 'Start a conversation'}</span>
      </span>
    </>
  );
  if (!partner) return <div className="chat-convo">{row}</div>;
  return (
    <Link to={`/convos/${partner._id}`} className="chat-convo" aria-current={active ? 'page' : undefined}>
      {row}
    </Link>
  );
}
