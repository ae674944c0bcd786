import { messageKey } from '@hackmate/shared/live';
import { useEffect, useRef } from 'react';
import { formatWhen, groupTeamMessages } from '../lib/message-groups';
import type { TeamDisplayMessage } from '../lib/conversation';

export interface TeamChatMessagesProps {
  messages: TeamDisplayMessage[];
  myId: string | undefined;
  onRetry: (clientId: string) => void;
  /** Pinned for stories and tests. */
  now?: Date;
  locale?: string;
  timeZone?: string;
}

/** Stable across a message's life (sending → sent): the sender's own id for it. */
const keyOf = (m: TeamDisplayMessage) => `${m.senderId}:${m.clientId}`;

function MessageState({ message, onRetry }: { message: TeamDisplayMessage; onRetry: (clientId: string) => void }) {
  if (message.failed) {
    return (
      <span className="hm-team-chat__state hm-team-chat__state--failed">
        Not sent: {message.failed}{' '}
        <button type="button" className="hm-team-chat__retry" onClick={() => onRetry(message.clientId)}>
          Retry
        </button>
      </span>
    );
  }
  return <span className="hm-team-chat__state">{message.pending ? 'Sending…' : 'Sent'}</span>;
}

/**
 * The chat's messages, oldest first, in runs of one sender (name and time once per run). The
 * user's own say whether they are still sending, sent, or refused (with Retry). Scrolled to the
 * newest message whenever one is added at the end.
 */
export function TeamChatMessages({ messages, myId, onRetry, now, locale, timeZone }: TeamChatMessagesProps) {
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastKey = last ? messageKey(last) : '';

  useEffect(() => {
    const el = log.current;
    if (el && lastKey) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  return (
    <div ref={log} className="hm-team-chat__log" role="log" aria-label="Team chat messages" tabIndex={0}>
      {groupTeamMessages(messages).map((group) => {
        const mine = Boolean(myId) && group.senderId === myId;
        const when = formatWhen(group.timestamp, { now, locale, timeZone });
        const name = mine ? 'You' : group.senderName;
        return (
          <article key={keyOf(group.messages[0]!)} className={`hm-team-chat__group${mine ? ' hm-team-chat__group--mine' : ''}`} aria-label={`${name}, ${when}`}>
            <header className="hm-team-chat__sender">
              <strong>{name}</strong> <time dateTime={group.timestamp}>{when}</time>
            </header>
            <ul className="hm-team-chat__messages">
              {group.messages.map((m) => (
                <li key={keyOf(m)} className="hm-team-chat__message" data-state={m.failed ? 'failed' : m.pending ? 'pending' : 'sent'}>
                  <span className="hm-team-chat__text">{m.text}</span>
                  {mine ? <MessageState message={m} onRetry={onRetry} /> : null}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}
