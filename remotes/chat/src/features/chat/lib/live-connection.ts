import type { ChatSocket, ConnectionState } from './chat-socket';

export interface LiveConnectionEvents {
  state: (state: ConnectionState) => void;
  /** After the state became 'connected'; `reconnected` is false for the first connect of a socket. */
  connect: (reconnected: boolean) => void;
  /** A `messageReceived` event, as the server sent it. */
  message: (payload: unknown) => void;
}

/**
 * The tab's live socket as the chat sees it: which connection is the current one (numbered, so
 * that waiting messages go out once per connection) and what state to show, following
 * socket.io-client's own reconnection. The socket is the tab's: the chat only listens to it.
 */
export class LiveConnection {
  private socket: ChatSocket | null = null;
  private everConnected = false;
  /** How many connections there have been; the current one's number. */
  number = 0;

  constructor(private readonly events: LiveConnectionEvents) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Starts listening to the tab's socket (once the shell has opened it). */
  attach(socket: ChatSocket): void {
    this.detach();
    this.socket = socket;
    this.everConnected = false;
    this.events.state('connecting');
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.on('messageReceived', this.events.message);
    if (socket.connected) this.handleConnect();
  }

  /** Stops listening and forgets the socket, which stays open for the rest of the tab. */
  detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.off('connect', this.handleConnect);
    socket.off('disconnect', this.handleDisconnect);
    socket.off('connect_error', this.handleConnectError);
    socket.off('messageReceived', this.events.message);
  }

  emit(event: string, ...args: unknown[]): void {
    this.socket?.emit(event, ...args);
  }

  private readonly handleConnect = () => {
    this.number += 1;
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.events.state('connected');
    this.events.connect(reconnected);
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
