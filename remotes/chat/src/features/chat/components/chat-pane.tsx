import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '@hackmate/shared/router';
import type { Presence, PublicUser } from '@hackmate/shared/types';
import { Skeleton } from '@hackmate/shared/skeleton';
import { Avatar, Composer } from '@hackmate/shared/ui';
import type { ConnectionState } from '@hackmate/shared/conversation';
import { messageKey } from '@hackmate/shared/live';
import { personName } from '../../conversations';
import { PresenceLabel } from '../../presence';
import type { ConversationProblem } from '../hooks/use-conversation';
import type { ChatDisplayMessage } from '../lib/conversation';
import { ConnectionStatus } from './connection-status';
import { MessageList } from './message-list';
import { ChatSkeleton } from './chat-skeleton';
import { TypingIndicator } from './typing-indicator';
import './chat-pane.css';
import './messages.css';

export interface ChatPaneProps {
  partner: PublicUser | null;
  messages: ChatDisplayMessage[];
  state: ConnectionState;
  loading: boolean;
  problem?: ConversationProblem | null;
  /** false: the connection ended; the history shows, sending is refused. */
  connected?: boolean;
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
  /** The header's menu about the partner (Remove connection, Block, Report). */
  headerActions?: ReactNode;
  /** Offered on the partner's messages. */
  onReportMessage?: (message: ChatDisplayMessage) => void;
  /** What the message box holds at first (the opener a match's "Say hi" suggested). */
  draft?: string;
  /** A message a search result opened: scrolled to and marked for a moment once it is among `messages`. */
  foundMessageId?: string;
  /** Pinned "now", locale and zone for stories and tests. */
  now?: Date;
  locale?: string;
  timeZone?: string;
}

const COMPOSER_CLASSES = { form: 'chat-input', input: 'hm-input chat-input-text', send: 'hm-btn hm-btn-primary chat-input-send' };

const PROBLEMS: Record<ConversationProblem, string> = {
  'not-found': 'Conversation not found. The link may be wrong, or the account is gone.',
  'not-connected': 'You can only message your connections.',
  failed: 'Could not load this chat. Please try again.',
};

/** The chat with one person: header, history with live messages, and the input. */
export function ChatPane(props: ChatPaneProps) {
  const { partner, messages, state, loading, problem, connected = true, hasOlder, loadingOlder, onLoadOlder, onSend, onRetry, onTyping } = props;
  const { partnerReadAt, partnerPresence, partnerTyping = false, headerActions, onReportMessage, draft, foundMessageId, now, locale, timeZone } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = useRef<string | null>(null);
  const newest = messages.length ? messageKey(messages[messages.length - 1]!) : null;

  // Follow the conversation when a message is added at the end, not when older pages load above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && newest !== lastKey.current) el.scrollTop = el.scrollHeight;
    lastKey.current = newest;
  }, [newest]);
  // The client shows a page a render after it was read: scroll once the message is drawn.
  const drawn = !!foundMessageId && messages.some((m) => m._id === foundMessageId);
  const found = useScrollToFound(scroller, drawn ? foundMessageId : undefined);

  const name = personName(partner);
  const deleted = !!partner?.deleted;
  const readOnly = !loading && !problem && !connected;
  return (
    <section className="chat-pane" aria-label="Chat">
      <header className="chat-header">
        <Link to="/convos" className="hm-btn chat-back" aria-label="Back to conversations">
          ←
        </Link>
        {partner ? (
          <>
            <Avatar src={deleted ? undefined : partner.profileUrl} name={name} size={36} />
            <span className="chat-partner-text">
              {/* A deleted account has no profile to open, and no presence. */}
              {deleted ? (
                <span className="chat-partner">{name}</span>
              ) : (
                <>
                  <Link to={`/profile/user/${partner._id}`} className="chat-partner">
                    {name}
                  </Link>
                  <PresenceLabel presence={partnerPresence} now={now} />
                </>
              )}
            </span>
          </>
        ) : loading ? (
          <>
            <Skeleton shape="circle" width={36} height={36} />
            <span className="chat-partner-text">
              <Skeleton width="8rem" />
            </span>
          </>
        ) : (
          <span className="chat-partner" />
        )}
        <ConnectionStatus state={state} />
        {headerActions}
      </header>

      {/* A scrolling region keyboard users can reach (and scroll with the arrow keys). */}
      <div className="chat-messages" ref={scroller} role="region" aria-label={partner ? `Conversation with ${name}` : 'Conversation'} tabIndex={0}>
        {loading ? (
          <ChatSkeleton />
        ) : problem === 'not-found' ? (
          <div className="chat-note" role="alert">
            <p>{PROBLEMS[problem]}</p>
            <Link to="/convos">Back to your conversations</Link>
          </div>
        ) : problem ? (
          <p className="chat-note" role="alert">
            {PROBLEMS[problem]}
          </p>
        ) : (
          <>
            {hasOlder ? (
              <button type="button" className="hm-btn chat-older" onClick={onLoadOlder} disabled={loadingOlder} aria-busy={loadingOlder}>
                Load earlier messages
              </button>
            ) : null}
            <MessageList
              partner={partner}
              messages={messages}
              partnerReadAt={partnerReadAt}
              partnerPresence={partnerPresence}
              onRetry={onRetry}
              onReport={onReportMessage}
              foundId={found}
              now={now}
              locale={locale}
              timeZone={timeZone}
            />
          </>
        )}
      </div>

      {readOnly ? (
        <p className="chat-read-only hm-muted" role="status">
          {deleted ? 'This account was deleted.' : PROBLEMS['not-connected']}
        </p>
      ) : null}
      <TypingIndicator name={name} typing={partnerTyping && !loading && !problem && connected} />
      {/* Nobody to write to: no message box at all. */}
      {problem === 'not-found' ? null : (
        <Composer
          onSend={onSend}
          onTyping={onTyping}
          disabled={loading || !!problem || !connected}
          label="Message"
          placeholder="Type a message..."
          name="message"
          classNames={COMPOSER_CLASSES}
          initialText={draft}
        />
      )}
    </section>
  );
}

/** How long a found message stays marked after the chat scrolls to it. */
export const FOUND_MARK_MS = 2500;

/**
 * Scrolls the found message into the middle of the chat (after the jump to the newest, which runs
 * first in the same commit) and returns its id while it stays marked.
 */
function useScrollToFound(scroller: RefObject<HTMLDivElement | null>, id: string | undefined): string | undefined {
  const [marked, setMarked] = useState<string | undefined>();
  useLayoutEffect(() => {
    if (!id) return;
    const bubble = scroller.current?.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
    bubble?.scrollIntoView?.({ block: 'center' });
    setMarked(id);
  }, [scroller, id]);
  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(() => setMarked(undefined), FOUND_MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);
  return marked;
}
