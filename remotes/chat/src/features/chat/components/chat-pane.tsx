import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Presence, PublicUser } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import { PresenceLabel } from '../../presence';
import type { ConversationProblem } from '../hooks/use-conversation';
import type { ConnectionState } from '../lib/chat-socket';
import { messageKey, type DisplayMessage } from '../lib/merge-messages';
import { ConnectionStatus } from './connection-status';
import { MessageInput } from './message-input';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';
import './chat-pane.css';

export interface ChatPaneProps {
  partner: PublicUser | null;
  messages: DisplayMessage[];
  state: ConnectionState;
  loading: boolean;
  problem?: ConversationProblem | null;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  onSend: (text: string) => boolean;
  onRetry?: (clientId: string) => void;
  /** The user changed the text of the input (the screen throttles the typing signal). */
  onTyping?: () => void;
  /** Up to when the partner has read the user's messages; null when unknown or not shared. */
  partnerReadAt?: string | null;
  /** The partner's presence, when they show it. */
  partnerPresence?: Presence | null;
  partnerTyping?: boolean;
  /** Pinned "now", locale and zone for stories and tests. */
  now?: Date;
  locale?: string;
  timeZone?: string;
}

const PROBLEMS: Record<ConversationProblem, string> = {
  'not-found': 'This user does not exist.',
  'not-connected': 'You can only message your connections.',
  failed: 'Could not load this chat. Please try again.',
};

/** The chat with one person: header, history with live messages, and the input. */
export function ChatPane(props: ChatPaneProps) {
  const { partner, messages, state, loading, problem, hasOlder, loadingOlder, onLoadOlder, onSend, onRetry, onTyping } = props;
  const { partnerReadAt, partnerPresence, partnerTyping = false, now, locale, timeZone } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = useRef<string | null>(null);
  const newest = messages.length ? messageKey(messages[messages.length - 1]!) : null;

  // Follow the conversation when a message is added at the end, not when older pages load above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && newest !== lastKey.current) el.scrollTop = el.scrollHeight;
    lastKey.current = newest;
  }, [newest]);

  const name = partner?.fullName?.trim() || 'Unknown User';
  return (
    <section className="chat-pane" aria-label="Chat">
      <header className="chat-header">
        <Link to="/convos" className="hm-btn chat-back" aria-label="Back to conversations">
          ←
        </Link>
        {partner ? (
          <>
            <Avatar src={partner.profileUrl} name={name} size={36} />
            <span className="chat-partner-text">
              <Link to={`/profile/user/${partner._id}`} className="chat-partner">
                {name}
              </Link>
              <PresenceLabel presence={partnerPresence} now={now} />
            </span>
          </>
        ) : (
          <span className="chat-partner" />
        )}
        <ConnectionStatus state={state} />
      </header>

      <div className="chat-messages" ref={scroller}>
        {loading ? (
          <p className="chat-note hm-muted" role="status">
            Loading chat...
          </p>
        ) : problem ? (
          <p className="chat-note" role="alert">
            {PROBLEMS[problem]}
          </p>
        ) : (
          <>
            {hasOlder ? (
              <button type="button" className="hm-btn chat-older" onClick={onLoadOlder} disabled={loadingOlder}>
                {loadingOlder ? 'Loading…' : 'Load earlier messages'}
              </button>
            ) : null}
            <MessageList
              partner={partner}
              messages={messages}
              partnerReadAt={partnerReadAt}
              partnerPresence={partnerPresence}
              onRetry={onRetry}
              now={now}
              locale={locale}
              timeZone={timeZone}
            />
          </>
        )}
      </div>

      <TypingIndicator name={name} typing={partnerTyping && !loading && !problem} />
      <MessageInput onSend={onSend} onTyping={onTyping} disabled={loading || !!problem} />
    </section>
  );
}
