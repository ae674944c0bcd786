import { Outbox, catchUpFrom, mergeMessages, type LiveListener, type LiveSocket, type OutboxStore, type Outgoing } from '@hackmate/shared/live';
import type { Ack, TeamChatMessage, TeamMessageReceived } from '@hackmate/shared/types';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** A message as the team chat shows it: stored (`_id`), ours not acknowledged yet (`pending`), or refused (`failed`). */
export interface TeamDisplayMessage extends TeamChatMessage {
  pending?: boolean;
  /** Why the server refused it; it stays on screen so the text is not lost. */
  failed?: string;
}

/** An unacknowledged team message, as kept across reloads. */
export interface SavedTeamMessage {
  teamId: string;
  clientId: string;
  text: string;
}

export interface TeamChatSnapshot {
  state: ConnectionState;
  messages: TeamDisplayMessage[];
}

export interface TeamChatClientOptions {
  teamId: string;
  me: () => { _id?: string; fullName?: string };
  /** The team's messages stored after `afterIso` (oldest first), or its newest page when null: catching up after a reconnect. */
  fetchAfter: (afterIso: string | null) => Promise<TeamChatMessage[]>;
  newClientId?: () => string;
  now?: () => Date;
  /** The server refused a message (not for transport failures: those are sent again). */
  onRefused?: (error: string, message?: string) => void;
  /** Where unacknowledged messages survive a reload of the page. */
  outboxStore?: OutboxStore<SavedTeamMessage>;
}

/**
 * One team's chat on the tab's live socket, free of React: the messages on screen, merged by id
 * from history pages, live `teamMessageReceived` events, acknowledgements and catch-up fetches (so
 * nothing shows twice), and an outbox of what the user wrote until the server acknowledges it.
 * Every (re)connect sends what waits in the outbox again with its clientId (the server stores a
 * clientId once) and, once history is shown, fetches what was stored while the socket was away.
 */
export class TeamChatClient {
  private snapshot: TeamChatSnapshot = { state: 'connecting', messages: [] };
  private readonly changes = new Set<() => void>();
  private readonly incoming = new Set<(m: TeamChatMessage) => void>();
  private readonly outbox: Outbox<SavedTeamMessage>;
  private socket: LiveSocket | null = null;
  private everConnected = false;
  private historyShown = false;
  /** How many connections there have been: a waiting message goes out once on each. */
  private connection = 0;

  constructor(private readonly options: TeamChatClientOptions) {
    this.outbox = new Outbox(options.outboxStore);
    const mine = this.outbox.where((o) => o.teamId === options.teamId).map((o) => this.pendingCopy(o));
    this.snapshot = { ...this.snapshot, messages: mine };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.changes.add(listener);
    return () => this.changes.delete(listener);
  };

  readonly getSnapshot = (): TeamChatSnapshot => this.snapshot;

  /** Stored messages of others reaching this chat (live or caught up): the screen reads them. */
  onIncoming(listener: (m: TeamChatMessage) => void): () => void {
    this.incoming.add(listener);
    return () => this.incoming.delete(listener);
  }

  /** Listens to the tab's live socket (the shell's; never closed here). Sends wait in the outbox until one is connected. */
  attach(socket: LiveSocket): void {
    this.detach();
    this.socket = socket;
    this.everConnected = false;
    this.update({ state: socket.connected ? 'connected' : 'connecting' });
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.on('teamMessageReceived', this.handleMessage);
    if (socket.connected) this.handleConnect();
  }

  detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.off('connect', this.handleConnect);
    socket.off('disconnect', this.handleDisconnect);
    socket.off('connect_error', this.handleConnectError);
    socket.off('teamMessageReceived', this.handleMessage);
  }

  /** Folds history pages in (called again as older pages load or the history is read again). */
  showHistory(history: readonly TeamChatMessage[]): void {
    this.historyShown = true;
    this.accept(history, false);
  }

  /** Shows the message at once as pending and sends it. False (nothing happens) for blank or over-long text. */
  send(text: string): boolean {
    if (!isSendable(text) || text.length > MESSAGE_MAX) return false;
    this.queue(this.options.newClientId?.() ?? crypto.randomUUID(), text);
    return true;
  }

  /** Puts a refused message back into the outbox (the user pressed Retry). */
  retry(clientId: string): void {
    const failed = this.snapshot.messages.find((m) => m.clientId === clientId && m.failed);
    if (failed) this.queue(clientId, failed.text);
  }

  /** Unacknowledged messages of every team (tests and diagnostics). */
  pendingCount(): number {
    return this.outbox.size;
  }

  private get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  private queue(clientId: string, text: string): void {
    const out = this.outbox.add({ teamId: this.options.teamId, clientId, text });
    // A retried message's failed copy gives way to the pending one (same clientId).
    this.update({ messages: mergeMessages(this.snapshot.messages, [this.pendingCopy(out)]) });
    if (this.connected) this.emit(out);
  }

  private pendingCopy(o: SavedTeamMessage): TeamDisplayMessage {
    const me = this.options.me();
    return {
      _id: '',
      teamId: o.teamId,
      clientId: o.clientId,
      senderId: me._id ?? '',
      senderName: me.fullName ?? '',
      text: o.text,
      timestamp: (this.options.now?.() ?? new Date()).toISOString(),
      pending: true,
    };
  }

  private update(patch: Partial<TeamChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.changes) listener();
  }

  private emit(out: Outgoing<SavedTeamMessage>): void {
    out.sentOn = this.connection;
    this.socket?.emit('sendTeamMessage', { teamId: out.teamId, message: out.text, clientId: out.clientId }, (ack: Ack<{ messageData: TeamChatMessage }> | undefined) =>
      this.handleAck(out, ack),
    );
  }

  private handleAck(out: SavedTeamMessage, ack: Ack<{ messageData: TeamChatMessage }> | undefined): void {
    if (!ack) return;
    // A message of another team's chat, sent from here after a reload: settled, shown over there.
    this.outbox.settle(out.clientId);
    if (out.teamId !== this.options.teamId) return;
    if (ack.ok) return this.accept([ack.data.messageData], false);
    // A refusal is final for this text (not a member any more, too fast, invalid): keep it visible as failed.
    const failed: TeamDisplayMessage = { ...this.pendingCopy(out), pending: false, failed: ack.message || ack.error };
    this.update({ messages: this.snapshot.messages.map((m) => (m.clientId === out.clientId && !m._id ? failed : m)) });
    this.options.onRefused?.(ack.error, ack.message);
  }

  /** Stored messages reached us; `fresh` ones (live or caught up) new to the screen are told to it when others wrote them. */
  private accept(messages: readonly TeamChatMessage[], fresh: boolean): void {
    const ours = messages.filter((m) => m.teamId === this.options.teamId);
    if (ours.length === 0) return;
    const known = new Set(this.snapshot.messages.map((m) => m._id));
    this.update({ messages: mergeMessages<TeamDisplayMessage>(this.snapshot.messages, ours) });
    if (!fresh) return;
    const me = this.options.me()._id;
    for (const m of ours) if (m.senderId !== me && !known.has(m._id)) for (const listener of this.incoming) listener(m);
  }

  private readonly handleMessage: LiveListener = (payload: Partial<TeamMessageReceived> | undefined) => {
    const message = payload?.messageData;
    if (!message?._id) return;
    // Our own message echoed to this tab: the ack settles it too, but the echo may come first.
    if (message.clientId) this.outbox.settle(message.clientId);
    this.accept([message], true);
  };

  private readonly handleConnect = (): void => {
    this.connection += 1;
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.update({ state: 'connected' });
    for (const out of this.outbox.unsentOn(this.connection)) this.emit(out);
    // What arrived while there was no connection (or between the history read and this connect).
    if (reconnected || this.historyShown) void this.catchUp();
  };

  private readonly handleDisconnect: LiveListener = (reason: string) => {
    // 'io server disconnect' (e.g. the session was revoked) is not retried by socket.io-client.
    const retrying = reason !== 'io server disconnect' && reason !== 'io client disconnect';
    this.update({ state: retrying ? 'reconnecting' : 'offline' });
  };

  private readonly handleConnectError = (): void => {
    const retrying = this.socket?.active ?? false;
    this.update({ state: !retrying ? 'offline' : this.everConnected ? 'reconnecting' : 'connecting' });
  };

  private async catchUp(): Promise<void> {
    try {
      this.accept(await this.options.fetchAfter(catchUpFrom(this.snapshot.messages)), true);
    } catch {
      // The next reconnect tries again; the live connection delivers everything new meanwhile.
    }
  }
}
