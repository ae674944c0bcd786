import { dateFormat } from '@hackmate/shared/ui';
import type { ChatDisplayMessage } from '../lib/conversation';
import { RECEIPT_LABELS, type Receipt } from '../lib/receipts';
import { MessageText } from './message-text';

export interface MessageBubbleProps {
  message: ChatDisplayMessage;
  mine: boolean;
  /** Shown on the user's last stored message only (see receipts.ts). */
  receipt?: Receipt;
  /** Read out before the text: the day and the sender the list draws above this message. */
  spokenBefore?: string;
  onRetry?: (clientId: string) => void;
  /** Offered on the partner's stored messages: report this one to the moderators. */
  onReport?: (message: ChatDisplayMessage) => void;
  /** The message a search result opened: marked for a moment so the eye finds it. */
  found?: boolean;
  /** Pinned locale and zone for stories and tests. */
  locale?: string;
  timeZone?: string;
}

export function formatBubbleTime(timestamp: string, locale?: string, timeZone?: string): string {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? '' : dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
}

/** One message; ours on the right. Unacknowledged ones say so, refused ones offer a retry, the partner's can be reported. */
export function MessageBubble({ message, mine, receipt, spokenBefore, onRetry, onReport, found, locale, timeZone }: MessageBubbleProps) {
  const state = message.failed ? 'failed' : message.pending ? 'pending' : 'sent';
  return (
    <li className={`chat-bubble ${mine ? 'chat-bubble-mine' : 'chat-bubble-theirs'}`} data-state={state} data-message-id={message._id || undefined} data-found={found || undefined}>
      {spokenBefore ? <span className="hm-visually-hidden">{spokenBefore} </span> : null}
      <MessageText text={message.text} />
      <span className="chat-bubble-meta">
        <time dateTime={message.timestamp}>{formatBubbleTime(message.timestamp, locale, timeZone)}</time>
        {state === 'pending' ? <span aria-label="Sending">· Sending…</span> : null}
        {state === 'sent' && receipt ? (
          <span className="chat-receipt" data-receipt={receipt}>
            · {RECEIPT_LABELS[receipt]}
          </span>
        ) : null}
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
        {onReport && !mine && message._id ? (
          // Visible on hover or focus (always on touch screens); the name says which message it is about.
          <button type="button" className="chat-bubble-action" aria-label="Report message" onClick={() => onReport(message)}>
            Report
          </button>
        ) : null}
      </span>
    </li>
  );
}
