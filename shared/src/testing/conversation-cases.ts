import { vi } from 'vitest';
import type { ReadableAtom } from 'nanostores';
import { directKind, teamKind, type ConversationKind, type StoredMessage } from '@hackmate/shared/conversation';
import { $openConversation, $openTeamChat, $teamUnread, $unread } from '@hackmate/shared/live';
import type { ChatMessage, TeamChatMessage } from '@hackmate/shared/types';
import type { FakeSocket } from './fake-socket';

/** The signed-in user of every case. */
export const ME = { _id: 'u-me', fullName: 'Mia Maker' };

export interface MessageSpec {
  text: string;
  /** The user, or the other side (the partner; a teammate). */
  from?: 'me' | 'them';
  /** The conversation it belongs to (the case's `to` unless told). */
  in?: string;
  _id?: string;
  clientId?: string;
  timestamp?: string;
}

/**
 * One kind of conversation for the suites that run over every kind (delivery, catch-up, reads):
 * the kind itself, the conversation on screen and another one, stored messages as the server
 * would send them, and the live layer's stores it keeps.
 */
export interface ConversationCase<M extends StoredMessage> {
  name: string;
  kind: ConversationKind<M>;
  to: string;
  other: string;
  message: (spec: MessageSpec) => M;
  unread: ReadableAtom<Readonly<Record<string, number>>> & { set: (counts: Record<string, number>) => void };
  openOnScreen: ReadableAtom<string | null>;
}

let seq = 0;
/** Each a second after the one before, from a fixed start. */
function nextStored(spec: MessageSpec) {
  seq += 1;
  return {
    _id: spec._id ?? `m-${seq}`,
    timestamp: spec.timestamp ?? new Date(Date.UTC(2030, 0, 2, 10, 0, seq)).toISOString(),
  };
}

export const directCase: ConversationCase<ChatMessage> = {
  name: '1:1',
  kind: directKind,
  to: 'u-bob',
  other: 'u-carol',
  message: (spec) => {
    const partner = spec.in ?? 'u-bob';
    const mine = spec.from === 'me';
    const { _id, timestamp } = nextStored(spec);
    return {
      _id,
      senderId: mine ? ME._id : partner,
      receiverId: mine ? partner : ME._id,
      message: spec.text,
      text: spec.text,
      timestamp,
      senderName: mine ? ME.fullName : 'Bob Builder',
      clientId: spec.clientId ?? null,
    };
  },
  unread: $unread,
  openOnScreen: $openConversation,
};

export const teamCase: ConversationCase<TeamChatMessage> = {
  name: 'team',
  kind: teamKind,
  to: 'team-null-pointers',
  other: 'team-off-by-one',
  message: (spec) => {
    const mine = spec.from === 'me';
    const { _id, timestamp } = nextStored(spec);
    return {
      _id,
      teamId: spec.in ?? 'team-null-pointers',
      senderId: mine ? ME._id : 'u-priya',
      senderName: mine ? ME.fullName : 'Priya Raman',
      text: spec.text,
      timestamp,
      clientId: spec.clientId ?? `their-${seq}`,
    };
  },
  unread: $teamUnread,
  openOnScreen: $openTeamChat,
};

/** Plays the server's side of sending: stores each clientId once, like the real unique (sender, client_id). */
export class FakeChatServer<M extends StoredMessage> {
  readonly byClientId = new Map<string, M>();

  constructor(private readonly c: ConversationCase<M>) {}

  store(payload: unknown): M {
    const sent = payload as Record<string, string>;
    const clientId = sent.clientId!;
    const existing = this.byClientId.get(clientId);
    if (existing) return existing;
    const m = this.c.message({ text: sent.message!, from: 'me', in: sent[this.c.kind.field], clientId });
    this.byClientId.set(clientId, m);
    return m;
  }

  /** Stores and acknowledges every send from the `from`th on. */
  ackAll(socket: FakeSocket, from = 0): void {
    for (const e of socket.sent(this.c.kind.events.send).slice(from)) e.ack?.({ ok: true, data: { messageData: this.store(e.payload) } });
  }
}

/** A history endpoint that answers `pages` in turn (the last one again after that), recording each query. */
export function pagesOf<M>(...pages: M[][]) {
  let call = 0;
  return vi.fn(async (_to: string, _query?: { before?: string; after?: string; limit?: number }) => {
    const messages = pages[Math.min(call, pages.length - 1)] ?? [];
    call += 1;
    return { messages, nextCursor: null };
  });
}
