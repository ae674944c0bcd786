// Listener arguments are whatever the server sends; each handler narrows its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Listener = (...args: any[]) => void;

/**
 * The part of a socket.io-client Socket the chat uses (a fake stands in for it in tests). The chat
 * knows nothing more of the connection, so the one live connection of a tab can move elsewhere.
 */
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

export type { Ack } from '@hackmate/shared/types';
