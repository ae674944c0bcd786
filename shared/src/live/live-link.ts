import type { ChatMessage, ConversationRead, ProposalUpdate, RequestUpdate, TeamChanged, TeamMessageReceived, TeamRead, TeamRequestUpdate } from '../types';
import type { LiveConnectionOptions } from './connection-options';
import type { LiveListener, LiveSocket } from './live-socket';
import { watchSessionEnd } from './session-end';
import {
  $liveCut, $liveSocket, $openConversation, $openTeamChat, addTeamUnread, addUnread, applySummary, clearTeamUnread, clearUnread,
  NO_LIVE_CUT,
} from './stores';

/** A burst of request changes (say, accepting three in a row) asks for the counts once. */
export const SUMMARY_DEBOUNCE_MS = 200;
/** Waits before trying again after a failed summary or a socket.io-client that did not load. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 60_000];

/**
 * One opened connection: keeps the badge stores in step with the server. The counts are read
 * from GET /live/summary on every (re)connect and followed from the events in between; an event
 * that lands while a summary is on its way asks for another, so none is lost between the two.
 */
export class LiveLink {
  private socket: LiveSocket | null = null;
  private stopWatchingSession: (() => void) | null = null;
  private connectedBefore = false;
  private closed = false;
  private fetching = false;
  private fetchAgain = false;
  private failures = 0;
  private soon: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: Required<LiveConnectionOptions>) {}

  async open(): Promise<void> {
    const page = this.deps.waitForPage();
    if (page) {
      // The counts at once (the page asked for them up front); the socket that keeps them in
      // step opens once the page has settled, and reads them again when it connects.
      this.refresh();
      await page;
      if (this.closed) return;
    }
    let socket: LiveSocket;
    try {
      socket = await this.deps.createSocket();
    } catch {
      if (!this.closed) this.later(() => void this.open());
      return;
    }
    if (this.closed) {
      socket.disconnect();
      return;
    }
    this.failures = 0;
    this.socket = socket;
    for (const [event, listener] of this.listeners()) socket.on(event, listener);
    this.stopWatchingSession = watchSessionEnd(socket, { check: this.deps.checkSession, signedOut: this.deps.signedOut, later: (again) => this.later(again) });
    $liveSocket.set(socket);
    if (socket.connected) this.onConnect();
  }

  close(): void {
    this.closed = true;
    for (const timer of [this.soon, this.retry]) if (timer) clearTimeout(timer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    this.stopWatchingSession?.();
    for (const [event, listener] of this.listeners()) socket.off(event, listener);
    socket.disconnect();
    if ($liveSocket.get() === socket) {
      $liveSocket.set(null);
      $liveCut.set(NO_LIVE_CUT);
    }
  }

  /** What this link follows on the socket: added on open, removed on close. */
  private listeners(): [string, LiveListener][] {
    return [
      ['connect', this.onConnect],
      ['catchUp', this.onCatchUp],
      ['disconnect', this.onDisconnect],
      ['messageReceived', this.onMessage],
      ['conversationRead', this.onRead],
      ['requestUpdate', this.onRequestUpdate],
      ['teamMessageReceived', this.onTeamMessage],
      ['teamRead', this.onTeamRead],
      ['teamRequestUpdate', this.onTeamRequestUpdate],
      ['teamChanged', this.onTeamChanged],
      ['proposalUpdate', this.onProposalUpdate],
    ];
  }

  /** Counts on every connect; after a gap, also whatever lists the missed events would have changed. */
  private readonly onConnect = (): void => {
    this.refresh();
    if (this.connectedBefore) {
      $liveCut.set({ down: false, backAt: Date.now() });
      this.deps.eventsMissed();
    }
    this.connectedBefore = true;
  };

  private readonly onDisconnect = (): void => {
    if (this.connectedBefore) $liveCut.set({ ...$liveCut.get(), down: true });
  };

  /** The server may have lost events for this socket (its link to the other processes was down). */
  private readonly onCatchUp = (): void => {
    this.refresh();
    this.deps.eventsMissed();
  };

  private readonly refresh = (): void => {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
    if (this.closed) return;
    if (this.fetching) {
      this.fetchAgain = true;
      return;
    }
    this.fetching = true;
    this.deps
      .fetchSummary()
      .then(
        (summary) => {
          this.failures = 0;
          if (!this.closed) applySummary(summary);
        },
        () => {
          if (this.socket?.connected) this.later(this.refresh);
        },
      )
      .finally(() => {
        this.fetching = false;
        if (this.fetchAgain) {
          this.fetchAgain = false;
          this.refresh();
        }
      });
  };

  private readonly refreshSoon = (): void => {
    this.soon ??= setTimeout(this.refresh, SUMMARY_DEBOUNCE_MS);
  };

  private later(run: () => void): void {
    if (this.retry) clearTimeout(this.retry);
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
    this.failures += 1;
    this.retry = setTimeout(run, delay);
  }

  /** A summary on its way may have been read before this event: it must not overwrite it. */
  private overtaken(): void {
    if (this.fetching) this.fetchAgain = true;
  }

  private readonly onMessage = (payload: { messageData?: ChatMessage } | undefined): void => {
    const message = payload?.messageData;
    if (!message?.senderId) return;
    this.overtaken();
    const me = this.deps.me();
    // Without the user's id this tab cannot tell who wrote it: the server can.
    if (!me) return this.refreshSoon();
    // Writing in a conversation reads it (in any tab).
    if (message.senderId === me) return clearUnread(message.receiverId);
    // On screen and seen: the chat marks it read.
    if ($openConversation.get() === message.senderId && this.deps.isVisible()) return;
    addUnread(message.senderId);
  };

  private readonly onTeamMessage = (payload: Partial<TeamMessageReceived> | undefined): void => {
    const message = payload?.messageData;
    if (!message?.senderId || !message.teamId) return;
    this.overtaken();
    const me = this.deps.me();
    if (!me) return this.refreshSoon();
    // Writing in a team chat reads it (in any tab), as on the server.
    if (message.senderId === me) return clearTeamUnread(message.teamId);
    // On screen and seen: the team page marks it read.
    if ($openTeamChat.get() === message.teamId && this.deps.isVisible()) return;
    addTeamUnread(message.teamId);
  };

  private readonly onTeamRead = (payload: TeamRead | undefined): void => {
    if (!payload?.teamId) return;
    this.overtaken();
    clearTeamUnread(payload.teamId);
  };

  private readonly onRequestUpdate = (payload: RequestUpdate | undefined): void => {
    this.refreshSoon();
    if (payload?.kind) this.deps.requestsChanged(payload);
  };

  /** The pending badge counts invites and join requests too: it is read again, as are the screens showing them. */
  private readonly onTeamRequestUpdate = (payload: TeamRequestUpdate | undefined): void => {
    this.refreshSoon();
    if (payload?.teamId) this.deps.teamRequestsChanged(payload);
  };

  private readonly onTeamChanged = (payload: TeamChanged | undefined): void => {
    if (payload?.teamId) this.deps.teamChanged(payload);
  };

  /** A proposal waits for the user: the badge counts it, the screens showing proposals read them again. */
  private readonly onProposalUpdate = (payload: ProposalUpdate | undefined): void => {
    this.refreshSoon();
    if (payload?.proposalId) this.deps.proposalsChanged(payload);
  };

  private readonly onRead = (payload: ConversationRead | undefined): void => {
    if (!payload?.partnerId) return;
    this.overtaken();
    clearUnread(payload.partnerId);
  };
}
