import type { DisplayMessage } from '../lib/merge-messages';

export interface MessageBubbleProps {
  message: DisplayMessage;
  mine: boolean;
  onRetry?: (clientId: string) => void;
  /** Pinned locale and zone for stories and tests. */
  locale?: string;
  timeZone?: string;
}

export function formatBubbleTime(timestamp: string, locale?: string, timeZone?: string): string {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
}

/** One message; ours on the right. Unacknowledged ones say so, refused ones offer a retry. */
export function MessageBubble({ message, mine, onRetry, locale, timeZone }: MessageBubbleProps) {
  const state = message.failed ? 'failed' : message.pending ? 'pending' : 'sent';
  return (
    <li className={`chat-bubble ${mine ? 'chat-bubble-mine' : 'chat-bubble-theirs'}`} data-state={state}>
      <p className="chat-bubble-text">{message.text}</p>
      <span className="chat-bubble-meta">
        <time dateTime={message.timestamp}>{formatBubbleTime(message.timestamp, locale, timeZone)}</time>
        {state === 'pending' ? <span aria-label="Sending">· Sending…</span> : null}
        {state === 'failed' ? (
          <>
            <span className="chat-bubble-error">· Not sent: {message.failed}</span>
            {onRetry && message.clientId ? (
              <button type="button" className="chat-bubble-retry" onClick={() => onRetry(message.clientId!)}>
                Retry
              </button>
            ) : null}
          </>
        ) : null}
      </span>
    </li>
  );
}
