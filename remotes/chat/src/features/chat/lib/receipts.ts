import type { Presence } from '@hackmate/shared/types';
import type { ChatDisplayMessage } from './conversation';

export type Receipt = 'sent' | 'delivered' | 'read';

export const RECEIPT_LABELS: Record<Receipt, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read' };

export interface ReceiptFacts {
  /** Up to when the partner has read the user's messages (history, then `messagesRead`); null when unknown or not shared. */
  partnerReadAt: string | null;
  /** The partner's presence, when they show it. */
  partnerPresence?: Presence | null;
}

const atOrAfter = (later: string | null | undefined, earlier: string) => !!later && Date.parse(later) >= Date.parse(earlier);

/**
 * The state of one of the user's stored (acknowledged) messages:
 * - read: the partner's read position is at or after the message;
 * - delivered: the partner is online now, or was last active at or after the message (a socket of
 *   theirs was open after it was stored, so the server pushed it to them). Only people who show
 *   their presence can be seen as delivered;
 * - sent: the server stored it, nothing more is known.
 */
export function receiptFor(message: Pick<ChatDisplayMessage, 'timestamp'>, { partnerReadAt, partnerPresence }: ReceiptFacts): Receipt {
  if (atOrAfter(partnerReadAt, message.timestamp)) return 'read';
  if (partnerPresence?.online || atOrAfter(partnerPresence?.lastActiveAt, message.timestamp)) return 'delivered';
  return 'sent';
}

/**
 * The message that carries the receipt, like common messengers: the user's last stored message,
 * and only if nothing of the partner's came after it (their reply says more than a receipt).
 * Pending and refused messages show their own state instead.
 */
export function receiptTarget(messages: readonly ChatDisplayMessage[], partnerId: string): ChatDisplayMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m.senderId === partnerId) return undefined;
    if (m._id && !m.pending && !m.failed) return m;
  }
  return undefined;
}

/** The later of two read positions (events may arrive before or after a refetched history). */
export function laterReadAt(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
