// Listener arguments are whatever the server sends; each handler narrows its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LiveListener = (...args: any[]) => void;

/**
 * The part of a socket.io-client Socket that the live layer and the screens use (a fake stands
 * in for it in tests). Screens add and remove listeners and emit; only the live layer disconnects.
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** false once socket.io-client has given up (the server refused the handshake or kicked us). */
  readonly active: boolean;
  on(event: string, listener: LiveListener): unknown;
  off(event: string, listener: LiveListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** Starts connecting again after socket.io-client gave up (only the live layer calls it). */
  connect(): unknown;
  disconnect(): unknown;
}
