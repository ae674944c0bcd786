import type { ChatMessage } from '@hackmate/shared/types';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';
import { lastStored, mergeMessages, type DisplayMessage } from './merge-messages';

// Listener arguments are whatever the server sends; each handler narrows its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The part of a socket.io-client Socket this class uses (a fake stands in for it in tests). */
export interface ChatSocket {
  readonly connected: boolean;
  /** false once socket.io-client has given up (server refused the handshake or kicked us). */
  readonly active: boolean;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type Ack<T> = { ok: true; data: T } | { ok: false; error: string; message?: string };

export interface ChatSnapshot {
  state: ConnectionState;
  receiverId: string | null;
  messages: DisplayMessage[];
}

export interface ChatClientOptions {
  me: () => { _id?: string; fullName?: string };
  /**
   * Messages of the conversation with `receiverId` stored after `afterIso` (oldest first), or the
   * newest page when null. Used to catch up after a dropped connection.
   */
  fetchAfter: (receiverId: string, afterIso: string | null) => Promise<ChatMessage[]>;
  newClientId?: () => string;
  now?: () => Date;
  /** Called when the server refuses a message (not for transport failures: those are retried). */
  onRefused?: (error: string, message?: string) => void;
  /** Where unacknowledged messages survive a reload of the page (see outbox-store.ts). */
  outboxStore?: OutboxStore;
}

/** An unacknowledged message as kept across reloads. */
export interface SavedOutgoing {
  receiverId: string;
  clientId: string;
  text: string;
}

export interface OutboxStore {
  load(): SavedOutgoing[];
  save(items: SavedOutgoing[]): void;
}

// Messages racing the disconnect may carry a timestamp slightly older than the newest one we
// saw (timestamps come from concurrent transactions), so the catch-up overlaps a little; the
// merge drops what we already have.
const CATCH_UP_OVERLAP_MS = 5_000;

interface Outgoing {
  receiverId: string;
  clientId: string;
  text: string;
  /** Which connection it was last emitted on; re-sent on every new one until acknowledged. */
  sentOn: number;
}

/**
 * The chat's delivery logic, free of React: an outbox of unacknowledged messages (re-sent after
 * every reconnect with the same clientId, which the server deduplicates), the open conversation's
 * messages merged from history, live events, acks and catch-up fetches, and the connection state.
 */
export class ChatClient {
  private socket: ChatSocket | null = null;
  private snapshot: ChatSnapshot = { state: 'connecting', receiverId: null, messages: [] };
  private readonly outbox = new Map<string, Outgoing>();
  private readonly listeners = new Set<() => void>();
  private readonly messageListeners = new Set<(m: ChatMessage) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private connection = 0;
  private everConnected = false;

  constructor(private readonly options: ChatClientOptions) {
    // Written before a reload and never acknowledged: sent on the first connection like any other.
    for (const { receiverId, clientId, text } of options.outboxStore?.load() ?? []) {
      this.outbox.set(clientId, { receiverId, clientId, text, sentOn: -1 });
    }
  }

  /** Hands over the socket once socket.io-client has loaded; sends wait in the outbox until then. */
  attach(socket: ChatSocket): void {
    this.detach();
    this.socket = socket;
    this.everConnected = false;
    this.update({ state: 'connecting' });
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.on('messageReceived', this.handleMessageReceived);
    if (socket.connected) this.handleConnect();
  }

  /**
   * Closes the live connection (leaving the chat screens). The outbox survives, so a socket
   * attached later (React remounting the screen) still delivers what was written.
   */
  detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.off('connect', this.handleConnect);
    socket.off('disconnect', this.handleDisconnect);
    socket.off('connect_error', this.handleConnectError);
    socket.off('messageReceived', this.handleMessageReceived);
    socket.disconnect();
  }

  /** socket.io-client could not even be loaded: nothing will connect until the screen is reopened. */
  markOffline(): void {
    this.update({ state: 'offline' });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  /** Every stored message that reaches this client (live or acknowledged), for the conversation list. */
  onMessage(listener: (m: ChatMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => {
      this.messageListeners.delete(listener);
    };
  }

  /** After a dropped connection came back: whatever is shown beside the chat may be stale. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => {
      this.reconnectListeners.delete(listener);
    };
  }

  /** Shows the conversation with `receiverId`, starting from its loaded history. */
  open(receiverId: string, history: readonly ChatMessage[]): void {
    const waiting = [...this.outbox.values()].filter((o) => o.receiverId === receiverId).map((o) => this.pendingCopy(o));
    this.update({ receiverId, messages: mergeMessages(history, waiting) });
    if (this.socket?.connected) this.join(receiverId);
  }

  /** Adds older messages (a previous page) to the open conversation. */
  prepend(receiverId: string, older: readonly ChatMessage[]): void {
    if (this.snapshot.receiverId !== receiverId) return;
    this.update({ messages: mergeMessages(older, this.snapshot.messages) });
  }

  close(): void {
    this.update({ receiverId: null, messages: [] });
  }

  /**
   * Appends the message at once as pending and sends it. Returns false (nothing happens) for a
   * blank or over-long text or when no conversation is open.
   */
  send(text: string): boolean {
    const receiverId = this.snapshot.receiverId;
    if (!receiverId || !isSendable(text) || text.length > MESSAGE_MAX) return false;
    const out: Outgoing = { receiverId, clientId: this.newClientId(), text, sentOn: -1 };
    this.outbox.set(out.clientId, out);
    this.saveOutbox();
    this.update({ messages: mergeMessages(this.snapshot.messages, [this.pendingCopy(out)]) });
    if (this.socket?.connected) this.emit(out);
    return true;
  }

  /** Puts a refused message back into the outbox (the user pressed Retry). */
  retry(clientId: string): void {
    const failed = this.snapshot.messages.find((m) => m.clientId === clientId && m.failed);
    if (!failed) return;
    const out: Outgoing = { receiverId: failed.receiverId, clientId, text: failed.text, sentOn: -1 };
    this.outbox.set(clientId, out);
    this.saveOutbox();
    this.update({ messages: mergeMessages(this.snapshot.messages, [this.pendingCopy(out)]) });
    if (this.socket?.connected) this.emit(out);
  }

  /** Unacknowledged messages, oldest first (tests and diagnostics). */
  pendingCount(): number {
    return this.outbox.size;
  }

  private saveOutbox(): void {
    this.options.outboxStore?.save([...this.outbox.values()].map(({ receiverId, clientId, text }) => ({ receiverId, clientId, text })));
  }

  private newClientId(): string {
    return this.options.newClientId?.() ?? crypto.randomUUID();
  }

  private pendingCopy(o: Outgoing): DisplayMessage {
    const me = this.options.me();
    return {
      _id: '',
      clientId: o.clientId,
      senderId: me._id ?? '',
      receiverId: o.receiverId,
      message: o.text,
      text: o.text,
      timestamp: (this.options.now?.() ?? new Date()).toISOString(),
      senderName: me.fullName ?? '',
      pending: true,
    };
  }

  private update(patch: Partial<ChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  private join(receiverId: string): void {
    this.socket?.emit('joinChat', { receiverId }, () => {});
  }

  private emit(out: Outgoing): void {
    const socket = this.socket;
    if (!socket) return;
    out.sentOn = this.connection;
    socket.emit('sendMessage', { receiverId: out.receiverId, message: out.text, clientId: out.clientId }, (ack: Ack<{ messageData: ChatMessage }>) =>
      this.handleAck(out, ack),
    );
  }

  private handleAck(out: Outgoing, ack: Ack<{ messageData: ChatMessage }> | undefined): void {
    if (!ack) return;
    if (ack.ok) {
      this.outbox.delete(out.clientId);
      this.saveOutbox();
      this.accept(ack.data.messageData);
      return;
    }
    // A refusal is final for this text (blank, too long, not a connection, too fast): keep it
    // visible as failed instead of retrying it forever.
    this.outbox.delete(out.clientId);
    this.saveOutbox();
    const failed = { ...this.pendingCopy(out), pending: false, failed: ack.message ?? ack.error };
    const messages = this.snapshot.messages.map((m) => (m.clientId === out.clientId && !m._id ? failed : m));
    this.update({ messages });
    this.options.onRefused?.(ack.error, ack.message);
  }

  /** A stored message reached us (ack, live event or catch-up). */
  private accept(message: ChatMessage): void {
    const open = this.snapshot.receiverId;
    if (open && (message.senderId === open || message.receiverId === open)) {
      this.update({ messages: mergeMessages(this.snapshot.messages, [message]) });
    }
    for (const l of this.messageListeners) l(message);
  }

  private readonly handleMessageReceived = (payload: { messageData?: ChatMessage } | undefined) => {
    const message = payload?.messageData;
    if (!message?._id) return;
    // Our own message echoed to this tab: the ack already settles it, but the echo may come first.
    if (message.clientId && this.outbox.delete(message.clientId)) this.saveOutbox();
    this.accept(message);
  };

  private readonly handleConnect = () => {
    this.connection += 1;
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.update({ state: 'connected' });
    const open = this.snapshot.receiverId;
    if (open) this.join(open);
    for (const out of this.outbox.values()) if (out.sentOn !== this.connection) this.emit(out);
    if (reconnected && open) void this.catchUp(open);
    if (reconnected) for (const l of this.reconnectListeners) l();
  };

  private readonly handleDisconnect = (reason: string) => {
    // 'io server disconnect' (e.g. the session was revoked) is not retried by socket.io-client.
    const retrying = reason !== 'io server disconnect' && reason !== 'io client disconnect';
    this.update({ state: retrying ? 'reconnecting' : 'offline' });
  };

  private readonly handleConnectError = () => {
    const retrying = this.socket?.active ?? false;
    this.update({ state: !retrying ? 'offline' : this.everConnected ? 'reconnecting' : 'connecting' });
  };

  private async catchUp(receiverId: string): Promise<void> {
    const last = lastStored(this.snapshot.messages);
    const after = last ? new Date(Date.parse(last.timestamp) - CATCH_UP_OVERLAP_MS).toISOString() : null;
    try {
      const missed = await this.options.fetchAfter(receiverId, after);
      if (this.snapshot.receiverId !== receiverId) return;
      this.update({ messages: mergeMessages(this.snapshot.messages, missed) });
      for (const m of missed) for (const l of this.messageListeners) l(m);
    } catch {
      // The next reconnect tries again; the live connection delivers everything new meanwhile.
    }
  }
}
