import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import type { ConversationProblem } from '../hooks/use-conversation';
import type { ConnectionState } from '../lib/chat-socket';
import { messageKey, type DisplayMessage } from '../lib/merge-messages';
import { ConnectionStatus } from './connection-status';
import { MessageBubble } from './message-bubble';
import { MessageInput } from './message-input';
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
  const { partner, messages, state, loading, problem, hasOlder, loadingOlder, onLoadOlder, onSend, onRetry, locale, timeZone } = props;
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
            <Link to={`/profile/user/${partner._id}`} className="chat-partner">
              {name}
            </Link>
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
            <ol className="chat-bubbles" aria-label="Messages" aria-live="polite">
              {messages.map((m) => (
                <MessageBubble key={m.clientId ? `client:${m.clientId}` : messageKey(m)} message={m} mine={!!partner && m.senderId !== partner._id} onRetry={onRetry} locale={locale} timeZone={timeZone} />
              ))}
            </ol>
          </>
        )}
      </div>

      <MessageInput onSend={onSend} disabled={loading || !!problem} />
    </section>
  );
}
