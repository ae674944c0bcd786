import { z } from '../zod';
import { chatMessageSchema } from '../validation/chat';
import { secret, text } from '../validation/text';
import { idParam, uuid } from './common';
import { publicUser } from './users';

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;
export const CLIENT_ID_MAX = 64;

export const chatMessage = z
  .object({
    _id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    // Both spellings of the text occur in SPEC §3.
    message: z.string(),
    text: z.string(),
    timestamp: z.string().meta({ format: 'date-time' }),
    senderName: z.string(),
    clientId: z.string().nullable().optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z
  .object({
    _id: z.string(),
    participants: z.array(publicUser),
    lastMessage: z.object({ text: z.string(), timestamp: z.string() }).nullable(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversation>;

export const historyParams = z.object({ receiverId: idParam('The other participant') });

// No message is older than the epoch or newer than year 9999 (the last year ISO times write).
const EARLIEST = 0;
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Any ISO time as the instant it names, in UTC: an offset like +23:59 or a year such as 0000 is
 * valid ISO but not something every database reads, and a time outside the messages' span
 * means the same as its edge (everything, or nothing).
 */
const instant = (iso: string) => new Date(Math.min(Math.max(Date.parse(iso), EARLIEST), LATEST)).toISOString();

/**
 * `before`: a message id from `nextCursor` (older page). `after`: a message id or an ISO time
 * (what arrived since, e.g. after a reconnect). Only one of them per request.
 */
export const historyQuery = z
  .object({
    before: uuid.optional(),
    after: z
      .union(
        [uuid.transform((afterId) => ({ afterId })), z.iso.datetime({ offset: true }).transform((afterTime) => ({ afterTime: instant(afterTime) }))],
        'after must be a message id or an ISO time.',
      )
      .optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
  })
  .refine((q) => !(q.before && q.after), 'Use either before or after, not both.');
export type HistoryQuery = z.output<typeof historyQuery>;

export const historyPage = z.object({
  messages: z.array(chatMessage),
  nextCursor: z.string().nullable(),
  partner: publicUser,
  /** Up to when the partner has read your messages; null unless you are connected and both send read receipts. */
  partnerReadAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** false: the connection ended (or the partner deleted their account); the history stays readable, sending is refused. */
  connected: z.boolean().optional(),
});
export type HistoryPage = z.infer<typeof historyPage>;

export const conversationList = z.object({ conversations: z.array(conversation) });

export const SEARCH_RESULTS_MAX = 50;
/** `q`: words to find in your conversations (all of them, in any order; "a phrase" in quotes). */
export const messageSearchQuery = z.object({ q: text({ label: 'Search', min: 2, max: 100, tooShort: 'Type at least 2 characters to search.' }) });
export const messageSearchResult = z.object({ message: chatMessage, partner: publicUser }).meta({ id: 'MessageSearchResult' });
export type MessageSearchResult = z.infer<typeof messageSearchResult>;
export const messageSearchResults = z
  .object({ data: z.array(messageSearchResult) })
  .meta({ id: 'MessageSearchResults', description: `Newest first, at most ${SEARCH_RESULTS_MAX}, only in conversations you can read (never with someone blocked either way or suspended)` });
export type MessageSearchResults = z.infer<typeof messageSearchResults>;

// ---- Socket.IO events (payloads are validated like HTTP bodies) ----

/** `sendMessage`: only these fields count; a `senderId` is ignored (the session says who sends). */
export const sendMessagePayload = z.object({
  receiverId: uuid,
  message: chatMessageSchema,
  // Opaque, compared byte for byte (a re-send must match): never normalised, but like any text
  // never with control characters or broken Unicode (which the database cannot store as sent).
  clientId: secret('Message id', CLIENT_ID_MAX).optional(),
});
export type SendMessagePayload = z.input<typeof sendMessagePayload>;

export const joinChatPayload = z.object({ receiverId: uuid });
export const joinChatAck = z.object({ receiverId: z.string() });

/** `typing`: the user is writing to `receiverId` (clients send it at most every 2 s while typing). */
export const typingPayload = z.object({ receiverId: uuid });
export const typingAck = z.object({ receiverId: z.string() });

/** Every acknowledgement a socket event answers with. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: string; message: string };
export const sendMessageAck = z.object({ messageData: chatMessage });
export type SendMessageAck = Ack<z.infer<typeof sendMessageAck>>;
