import type { ChatMessage } from '@hackmate/shared/types';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';
import type { Ack, ChatSocket, ConnectionState } from './chat-socket';
import { Listeners } from './listeners';
import { LiveConnection } from './live-connection';
import { catchUpFrom, mergeMessages, type DisplayMessage } from './merge-messages';
import { Outbox, type OutboxStore, type Outgoing, type SavedOutgoing } from './outbox';

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

/**
 * The chat's delivery logic, free of React. It joins the live connection (live-connection.ts),
 * the outbox of unacknowledged messages (outbox.ts: re-sent after every reconnect with the same
 * clientId) and the open conversation's messages, merged from history, live events, acks and
 * catch-up fetches (merge-messages.ts), into one snapshot for the screen.
 */
export class ChatClient {
  private snapshot: ChatSnapshot = { state: 'connecting', receiverId: null, messages: [] };
  private readonly changes = new Listeners();
  private readonly stored = new Listeners<[ChatMessage]>();
  private readonly reconnects = new Listeners();
  private readonly outbox: Outbox<SavedOutgoing>;
  private readonly connection = new LiveConnection({
    state: (state) => this.update({ state }),
    connect: (late) => this.handleConnect(late),
    message: (payload) => this.handleMessageReceived(payload as { messageData?: ChatMessage } | undefined),
  });

  constructor(private readonly options: ChatClientOptions) {
    this.outbox = new Outbox(options.outboxStore);
  }

  /** Listens to the tab's live socket once there is one; sends wait in the outbox until then. */
  attach(socket: ChatSocket): void {
    this.connection.attach(socket);
  }

  /**
   * Stops listening (leaving the chat screens, or the socket went with a sign-out); the socket
   * itself is the tab's. The outbox survives, so a socket attached later (React remounting the
   * screen) still delivers what was written.
   */
  detach(): void {
    this.connection.detach();
  }

  readonly subscribe = (listener: () => void): (() => void) => this.changes.add(listener);

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  /** Every stored message that reaches this client (live, acknowledged or caught up), for the conversation list. */
  onMessage(listener: (m: ChatMessage) => void): () => void {
    return this.stored.add(listener);
  }

  /** After the connection came (back) while the chat was open: whatever is shown beside it may be stale. */
  onReconnect(listener: () => void): () => void {
    return this.reconnects.add(listener);
  }

  /**
   * Shows the conversation with `receiverId` with `history` folded in. Called again for the same
   * conversation (more history loaded, or read again) it only adds what is new.
   */
  open(receiverId: string, history: readonly ChatMessage[] = []): void {
    const already = this.snapshot.receiverId === receiverId;
    const shown = already ? this.snapshot.messages : this.outbox.where((o) => o.receiverId === receiverId).map((o) => this.pendingCopy(o));
    this.update({ receiverId, messages: mergeMessages(history, shown) });
    if (!already && this.connection.connected) this.join(receiverId);
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
    this.queue(receiverId, this.options.newClientId?.() ?? crypto.randomUUID(), text);
    return true;
  }

  /** Puts a refused message back into the outbox (the user pressed Retry). */
  retry(clientId: string): void {
    const failed = this.snapshot.messages.find((m) => m.clientId === clientId && m.failed);
    if (failed) this.queue(failed.receiverId, clientId, failed.text);
  }

  /**
   * Tells the open conversation's partner that the user is writing (callers throttle it). The
   * acknowledgement is not awaited: a lost or refused signal only means no indicator.
   */
  sendTyping(): void {
    const receiverId = this.snapshot.receiverId;
    if (receiverId && this.connection.connected) this.connection.emit('typing', { receiverId }, () => {});
  }

  /** Unacknowledged messages (tests and diagnostics). */
  pendingCount(): number {
    return this.outbox.size;
  }

  private queue(receiverId: string, clientId: string, text: string): void {
    const out = this.outbox.add({ receiverId, clientId, text });
    this.update({ messages: mergeMessages(this.snapshot.messages, [this.pendingCopy(out)]) });
    if (this.connection.connected) this.emit(out);
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
    this.changes.emit();
  }

  private join(receiverId: string): void {
    this.connection.emit('joinChat', { receiverId }, () => {});
  }

  private emit(out: Outgoing): void {
    out.sentOn = this.connection.number;
    this.connection.emit('sendMessage', { receiverId: out.receiverId, message: out.text, clientId: out.clientId }, (ack: Ack<{ messageData: ChatMessage }>) =>
      this.handleAck(out, ack),
    );
  }

  private handleAck(out: Outgoing, ack: Ack<{ messageData: ChatMessage }> | undefined): void {
    if (!ack) return;
    this.outbox.settle(out.clientId);
    if (ack.ok) {
      this.accept(ack.data.messageData);
      return;
    }
    // A refusal is final for this text (blank, too long, not a connection, too fast): keep it
    // visible as failed instead of retrying it forever.
    const failed = { ...this.pendingCopy(out), pending: false, failed: ack.message ?? ack.error };
    this.update({ messages: this.snapshot.messages.map((m) => (m.clientId === out.clientId && !m._id ? failed : m)) });
    this.options.onRefused?.(ack.error, ack.message);
  }

  /** Stored messages reached us (ack, live event or catch-up). */
  private accept(...messages: ChatMessage[]): void {
    const open = this.snapshot.receiverId;
    const ours = messages.filter((m) => open && (m.senderId === open || m.receiverId === open));
    if (ours.length) this.update({ messages: mergeMessages(this.snapshot.messages, ours) });
    for (const m of messages) this.stored.emit(m);
  }

  private handleMessageReceived(payload: { messageData?: ChatMessage } | undefined): void {
    const message = payload?.messageData;
    if (!message?._id) return;
    // Our own message echoed to this tab: the ack already settles it, but the echo may come first.
    if (message.clientId) this.outbox.settle(message.clientId);
    this.accept(message);
  }

  private handleConnect(late: boolean): void {
    const open = this.snapshot.receiverId;
    if (open) this.join(open);
    for (const out of this.outbox.unsentOn(this.connection.number)) this.emit(out);
    if (!late) return;
    if (open) void this.catchUp(open);
    this.reconnects.emit();
  }

  private async catchUp(receiverId: string): Promise<void> {
    try {
      const missed = await this.options.fetchAfter(receiverId, catchUpFrom(this.snapshot.messages));
      if (this.snapshot.receiverId === receiverId) this.accept(...missed);
    } catch {
      // The next reconnect tries again; the live connection delivers everything new meanwhile.
    }
  }
}
