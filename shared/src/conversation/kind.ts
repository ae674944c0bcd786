import type { MergeableMessage } from '@hackmate/shared/live';

/** What the screen shows of the tab's live connection, following socket.io-client's own reconnection. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** What every chat's stored message has, 1:1 and team alike. */
export interface StoredMessage extends MergeableMessage {
  senderId: string;
  senderName: string;
  text: string;
}

/**
 * A message as a chat shows it: stored (has `_id`), one of ours the server has not acknowledged
 * yet (`pending`, keyed by its `clientId`), or one it refused (`failed`).
 */
export type DisplayMessage<M extends StoredMessage> = M & {
  pending?: boolean;
  /** Why the server refused it; the message stays on screen so the text is not lost. */
  failed?: string;
};

/** One of ours before the server stored it: what a kind turns into its own message shape. */
export interface Draft {
  clientId: string;
  senderId: string;
  senderName: string;
  text: string;
  timestamp: string;
}

/**
 * What tells one kind of conversation from another on the wire and in the live layer: a 1:1 chat
 * (the partner's id) or a team's chat (the team's id). The delivery logic is the same for both.
 */
export interface ConversationKind<M extends StoredMessage> {
  /** The field that names the conversation in every payload and in the saved outbox. */
  field: 'receiverId' | 'teamId';
  events: {
    send: string;
    /** Server → client: `{ messageData }`, the sender's other tabs included. */
    received: string;
    /** Joined for the open conversation on every (re)connect, where the server has rooms for it. */
    join?: string;
    /** "I am writing", where the server passes it on. */
    typing?: string;
  };
  /** Whether a stored message belongs to the conversation `to`. */
  includes: (message: M, to: string) => boolean;
  draft: (draft: Draft, to: string) => M;
  /** Where this kind's unacknowledged messages wait across a reload, per user (sessionStorage). */
  outboxKey: string;
  /** Its history in the page's one query cache. */
  queryKey: (to: string) => readonly unknown[];
  /** The live layer's unread counts of this kind, and which of its conversations is on screen. */
  unread: {
    count: (to: string) => number;
    clear: (to: string) => void;
    setOpen: (to: string | null) => void;
  };
}

/** A page of history, newest page first; `nextCursor` is `before` for the older page (null at the start). */
export interface HistoryPageOf<M> {
  messages: M[];
  nextCursor: string | null;
}

export interface HistoryQuery {
  /** The older page: `nextCursor` of the page before. */
  before?: string;
  /** Only what was stored after this message id or ISO time (catching up after a reconnect). */
  after?: string;
  limit?: number;
}

/** The HTTP side of a conversation: its history and its read call (the remote's own API functions). */
export interface ConversationEndpoints<M, P extends HistoryPageOf<M>> {
  fetchPage: (to: string, query?: HistoryQuery, options?: { signal?: AbortSignal }) => Promise<P>;
  /** The user has read the conversation up to its newest message. */
  markRead: (to: string) => Promise<unknown>;
}

/** A kind with its endpoints: the adapter the hooks run one kind of chat through. */
export type ConversationAdapter<M extends StoredMessage, P extends HistoryPageOf<M> = HistoryPageOf<M>> = ConversationKind<M> & ConversationEndpoints<M, P>;
