import { Outbox, catchUpFrom, mergeMessages, type LiveSocket, type OutboxStore, type Outgoing } from '@hackmate/shared/live';
import type { Ack } from '@hackmate/shared/types';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';
import type { ConnectionState, ConversationKind, DisplayMessage, StoredMessage } from './kind';
import { Listeners } from './listeners';
import { LiveConnection } from './live-connection';
import type { SavedMessage } from './outbox-store';

export interface ConversationSnapshot<M extends StoredMessage> {
  state: ConnectionState;
  /** The conversation on screen (the partner's or the team's id), or null. */
  to: string | null;
  messages: DisplayMessage<M>[];
}

export interface ConversationClientOptions<M extends StoredMessage> {
  me: () => { _id?: string; fullName?: string };
  /**
   * Messages of the conversation `to` stored after `afterIso` (oldest first), or its newest page
   * when null: the catch-up after a dropped connection.
   */
  fetchAfter: (to: string, afterIso: string | null) => Promise<M[]>;
  newClientId?: () => string;
  now?: () => Date;
  /** The server refused a message (not for transport failures: those are sent again). */
  onRefused?: (error: string, message?: string) => void;
  /** Where unacknowledged messages survive a reload of the page (see outbox-store.ts). */
  outboxStore?: OutboxStore<SavedMessage>;
}

/**
 * The delivery logic of every chat, 1:1 and team alike, free of React; `kind` says which events
 * and fields the server expects. It joins the tab's live connection (live-connection.ts), the
 * outbox of unacknowledged messages (re-sent after every reconnect with the same clientId, which
 * the server stores once) and the open conversation's messages, merged by id from history, live
 * events, acks and catch-up fetches, into one snapshot for the screen.
 */
export class ConversationClient<M extends StoredMessage> {
  private snapshot: ConversationSnapshot<M> = { state: 'connecting', to: null, messages: [] };
  /** The open conversation's history is on screen: a late connection may have missed some of it. */
  private historyShown = false;
  private readonly changes = new Listeners();
  private readonly stored = new Listeners<[M]>();
  private readonly incoming = new Listeners<[M]>();
  private readonly reconnects = new Listeners();
  private readonly outbox: Outbox<SavedMessage>;
  private readonly connection: LiveConnection;

  constructor(
    private readonly kind: ConversationKind<M>,
    private readonly options: ConversationClientOptions<M>,
  ) {
    this.outbox = new Outbox(options.outboxStore);
    this.connection = new LiveConnection(
      {
        state: (state) => this.update({ state }),
        connect: (late) => this.handleConnect(late),
        message: (payload) => this.handleMessageReceived(payload as { messageData?: M } | undefined),
        catchUp: () => this.caughtUpLate(),
      },
      kind.events.received,
    );
  }

  /** Listens to the tab's live socket once there is one; sends wait in the outbox until then. */
  attach(socket: LiveSocket): void {
    this.connection.attach(socket);
  }

  /**
   * Stops listening (leaving the chat, or the socket went with a sign-out); the socket itself is
   * the tab's. The outbox survives, so a socket attached later still delivers what was written.
   */
  detach(): void {
    this.connection.detach();
  }

  readonly subscribe = (listener: () => void): (() => void) => this.changes.add(listener);

  readonly getSnapshot = (): ConversationSnapshot<M> => this.snapshot;

  /** Every stored message that reaches this client (live, acknowledged or caught up), of any conversation. */
  onMessage(listener: (m: M) => void): () => void {
    return this.stored.add(listener);
  }

  /**
   * Others' messages of the open conversation as they reach it live or caught up (the same one
   * may come again: a live event and a catch-up overlap), e.g. to mark the conversation read.
   */
  onIncoming(listener: (m: M) => void): () => void {
    return this.incoming.add(listener);
  }

  /** After the connection came (back) while the chat was listening: whatever is shown beside it may be stale. */
  onReconnect(listener: () => void): () => void {
    return this.reconnects.add(listener);
  }

  /**
   * Shows the conversation `to`: at once what the user wrote to it that still waits, and its
   * `history` once read. Called again for the same conversation it only adds what is new.
   */
  open(to: string, history?: readonly M[]): void {
    const already = this.snapshot.to === to;
    const shown = already ? this.snapshot.messages : this.outbox.where((o) => o.to === to).map((o) => this.pendingCopy(o));
    this.historyShown = (already && this.historyShown) || history !== undefined;
    this.update({ to, messages: mergeMessages<DisplayMessage<M>>(history ?? [], shown) });
    if (!already && this.connection.connected) this.join(to);
  }

  close(): void {
    this.historyShown = false;
    this.update({ to: null, messages: [] });
  }

  /**
   * Appends the message at once as pending and sends it. Returns false (nothing happens) for a
   * blank or over-long text or when no conversation is open.
   */
  send(text: string): boolean {
    const to = this.snapshot.to;
    if (!to || !isSendable(text) || text.length > MESSAGE_MAX) return false;
    this.queue(to, this.options.newClientId?.() ?? crypto.randomUUID(), text);
    return true;
  }

  /** Puts a refused message back into the outbox (the user pressed Retry). */
  retry(clientId: string): void {
    const failed = this.snapshot.messages.find((m) => m.clientId === clientId && m.failed);
    if (failed && this.snapshot.to) this.queue(this.snapshot.to, clientId, failed.text);
  }

  /**
   * Tells the open conversation that the user is writing (callers throttle it), where its kind
   * has such a signal. The acknowledgement is not awaited: a lost signal only means no indicator.
   */
  sendTyping(): void {
    const to = this.snapshot.to;
    const event = this.kind.events.typing;
    if (to && event && this.connection.connected) this.connection.emit(event, { [this.kind.field]: to }, () => {});
  }

  /** Unacknowledged messages of every conversation of this kind (tests and diagnostics). */
  pendingCount(): number {
    return this.outbox.size;
  }

  private queue(to: string, clientId: string, text: string): void {
    const out = this.outbox.add({ to, clientId, text });
    // A retried message's failed copy gives way to the pending one (same clientId).
    this.update({ messages: mergeMessages(this.snapshot.messages, [this.pendingCopy(out)]) });
    if (this.connection.connected) this.emit(out);
  }

  private pendingCopy({ to, clientId, text }: SavedMessage): DisplayMessage<M> {
    const me = this.options.me();
    const timestamp = (this.options.now?.() ?? new Date()).toISOString();
    return { ...this.kind.draft({ clientId, senderId: me._id ?? '', senderName: me.fullName ?? '', text, timestamp }, to), pending: true };
  }

  private update(patch: Partial<ConversationSnapshot<M>>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.changes.emit();
  }

  private join(to: string): void {
    const event = this.kind.events.join;
    if (event) this.connection.emit(event, { [this.kind.field]: to }, () => {});
  }

  private emit(out: Outgoing<SavedMessage>): void {
    out.sentOn = this.connection.number;
    const payload = { [this.kind.field]: out.to, message: out.text, clientId: out.clientId };
    this.connection.emit(this.kind.events.send, payload, (ack: Ack<{ messageData: M }> | undefined) => this.handleAck(out, ack));
  }

  private handleAck(out: SavedMessage, ack: Ack<{ messageData: M }> | undefined): void {
    if (!ack) return;
    this.outbox.settle(out.clientId);
    if (ack.ok) return this.accept([ack.data.messageData]);
    // A refusal is final for this text (blank, too long, not allowed to write here, too fast):
    // keep it visible as failed instead of retrying it forever.
    const failed: DisplayMessage<M> = { ...this.pendingCopy(out), pending: false, failed: ack.message || ack.error };
    this.update({ messages: this.snapshot.messages.map((m) => (m.clientId === out.clientId && !m._id ? failed : m)) });
    this.options.onRefused?.(ack.error, ack.message);
  }

  /** Stored messages reached us (ack, live event or catch-up). */
  private accept(messages: readonly M[]): void {
    const to = this.snapshot.to;
    const ours = to ? messages.filter((m) => this.kind.includes(m, to)) : [];
    if (ours.length) this.update({ messages: mergeMessages(this.snapshot.messages, ours) });
    const me = this.options.me()._id;
    for (const m of ours) if (m.senderId !== me) this.incoming.emit(m);
    for (const m of messages) this.stored.emit(m);
  }

  private handleMessageReceived(payload: { messageData?: M } | undefined): void {
    const message = payload?.messageData;
    if (!message?._id) return;
    // Our own message echoed to this tab: the ack settles it too, but the echo may come first.
    if (message.clientId) this.outbox.settle(message.clientId);
    this.accept([message]);
  }

  private handleConnect(late: boolean): void {
    const to = this.snapshot.to;
    if (to) this.join(to);
    for (const out of this.outbox.unsentOn(this.connection.number)) this.emit(out);
    if (late) this.caughtUpLate();
  }

  /** Live events may have been missed (a late connect, or the server's `catchUp`): fetch and merge by id. */
  private caughtUpLate(): void {
    const to = this.snapshot.to;
    if (to && this.historyShown) void this.catchUp(to);
    this.reconnects.emit();
  }

  private async catchUp(to: string): Promise<void> {
    try {
      const missed = await this.options.fetchAfter(to, catchUpFrom(this.snapshot.messages));
      if (this.snapshot.to === to) this.accept(missed);
    } catch {
      // The next reconnect tries again; the live connection delivers everything new meanwhile.
    }
  }
}
