import type { Presence, PublicUser } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { messageKey } from '@hackmate/shared/live';
import { personName } from '../../conversations';
import type { ChatDisplayMessage } from '../lib/conversation';
import { dayLabel, groupMessages } from '../lib/message-groups';
import { receiptFor, receiptTarget } from '../lib/receipts';
import { MessageBubble } from './message-bubble';
import './chat-pane.css';
import './messages.css';

export interface MessageListProps {
  partner: PublicUser | null;
  messages: ChatDisplayMessage[];
  /** Up to when the partner has read the user's messages (null: unknown or not shared). */
  partnerReadAt?: string | null;
  partnerPresence?: Presence | null;
  onRetry?: (clientId: string) => void;
  onReport?: (message: ChatDisplayMessage) => void;
  /** The id of the message to mark as found (a search result opened it). */
  foundId?: string;
  /** Pinned "now", locale and zone for stories and tests. */
  now?: Date;
  locale?: string;
  timeZone?: string;
}

/**
 * The conversation as one list: a line for each day ("Today", "Yesterday", a date), the
 * partner's name and picture once per group of their messages (same sender, each within 5 minutes
 * of the one before), and the receipt on the user's last stored message. Only the messages are
 * list items a screen reader meets, so the list counts messages: the day lines and names are drawn
 * for the eye and spoken at the start of the first message they stand above ("Today. Ada: …").
 */
export function MessageList({ partner, messages, partnerReadAt = null, partnerPresence, onRetry, onReport, foundId, now, locale, timeZone }: MessageListProps) {
  const partnerId = partner?._id;
  const target = partnerId ? receiptTarget(messages, partnerId) : undefined;
  const receipt = target ? receiptFor(target, { partnerReadAt, partnerPresence }) : undefined;
  const partnerName = personName(partner);

  return (
    <ol className="chat-bubbles" aria-label="Messages" aria-live="polite">
      {groupMessages(messages, timeZone).map((day) => {
        const label = dayLabel(day.day, { now, locale, timeZone });
        return [
          <li key={`day:${day.day}`} className="chat-day" aria-hidden="true">
            <span>{label}</span>
          </li>,
          ...day.groups.flatMap((group, g) => {
            const mine = !!partnerId && group.senderId !== partnerId;
            const first = group.messages[0]!;
            const name = mine ? '' : partnerId && group.senderId === partnerId ? partnerName : first.senderName || 'Unknown User';
            const lead = [g === 0 ? `${label}.` : '', mine ? '' : `${name}:`].filter(Boolean).join(' ');
            const bubbles = group.messages.map((m, i) => (
              <MessageBubble
                key={m.clientId ? `client:${m.clientId}` : messageKey(m)}
                message={m}
                mine={mine}
                spokenBefore={i === 0 ? lead : undefined}
                receipt={m === target ? receipt : undefined}
                onRetry={onRetry}
                onReport={onReport}
                found={!!foundId && m._id === foundId}
                locale={locale}
                timeZone={timeZone}
              />
            ));
            if (mine) return bubbles;
            return [
              <li key={`head:${messageKey(first)}:${first.clientId ?? ''}`} className="chat-group-head" aria-hidden="true">
                <Avatar src={partner?.deleted ? undefined : partner?.profileUrl} name={name} size={24} aria-hidden="true" />
                <span className="chat-group-name">{name}</span>
              </li>,
              ...bubbles,
            ];
          }),
        ];
      })}
    </ol>
  );
}
