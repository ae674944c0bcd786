import type { LiveSocket } from '@hackmate/shared/live';
import type { ConnectionState } from './kind';

export interface LiveConnectionEvents {
  state: (state: ConnectionState) => void;
  /**
   * After the state became 'connected'. `late` is true when the connection came after the chat
   * started listening (a reconnect, or the tab's socket opening after the screen read its data):
   * whatever arrived in between was not delivered live. False for a socket already connected.
   */
  connect: (late: boolean) => void;
  /** A message event of the conversation's kind, as the server sent it. */
  message: (payload: unknown) => void;
  /**
   * The server says live events may have been lost while the socket stayed connected (its link
   * to the other processes was down): as after a late connect, fetch what is missing.
   */
  catchUp: () => void;
}

/**
 * The tab's live socket as a chat sees it: which connection is the current one (numbered, so
 * that waiting messages go out once per connection) and what state to show, following
 * socket.io-client's own reconnection. The socket is the tab's: the chat only listens to it.
 */
export class LiveConnection {
  private socket: LiveSocket | null = null;
  private everConnected = false;
  /** How many connections there have been; the current one's number. */
  number = 0;

  constructor(
    private readonly events: LiveConnectionEvents,
    /** The server's event for a stored message of this kind of conversation. */
    private readonly messageEvent: string,
  ) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Starts listening to the tab's socket (once the shell has opened it). */
  attach(socket: LiveSocket): void {
    this.detach();
    this.socket = socket;
    this.everConnected = false;
    this.events.state('connecting');
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.on(this.messageEvent, this.events.message);
    socket.on('catchUp', this.handleCatchUp);
    if (socket.connected) this.onConnected(false);
  }

  /** Stops listening and forgets the socket, which stays open for the rest of the tab. */
  detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.off('connect', this.handleConnect);
    socket.off('disconnect', this.handleDisconnect);
    socket.off('connect_error', this.handleConnectError);
    socket.off(this.messageEvent, this.events.message);
    socket.off('catchUp', this.handleCatchUp);
  }

  emit(event: string, ...args: unknown[]): void {
    this.socket?.emit(event, ...args);
  }

  private readonly handleConnect = () => this.onConnected(true);

  private onConnected(late: boolean): void {
    this.number += 1;
    this.everConnected = true;
    this.events.state('connected');
    this.events.connect(late);
  }

  // Only a connected socket hears it; a late connect catches up by itself anyway.
  private readonly handleCatchUp = () => {
    if (this.connected) this.events.catchUp();
  };

  private readonly handleDisconnect = (reason: string) => {
    // 'io server disconnect' (e.g. the session was revoked) is not retried by socket.io-client.
    const retrying = reason !== 'io server disconnect' && reason !== 'io client disconnect';
    this.events.state(retrying ? 'reconnecting' : 'offline');
  };

  private readonly handleConnectError = () => {
    const retrying = this.socket?.active ?? false;
    this.events.state(!retrying ? 'offline' : this.everConnected ? 'reconnecting' : 'connecting');
  };
}
