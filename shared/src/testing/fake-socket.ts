import type { LiveListener as Listener, LiveSocket } from '../live/live-socket';

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (answer: unknown) => void;
}

/**
 * An in-memory stand-in for a socket.io-client Socket: records emits (with their ack callbacks)
 * and lets a test play the server (connect, drop, push events, answer acks).
 */
export class FakeSocket implements LiveSocket {
  connected = false;
  active = true;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push({ event, payload, ack });
    return this;
  }

  /** How many times the client asked to connect again after it had given up. */
  reconnectCalls = 0;

  connect(): this {
    this.active = true;
    this.reconnectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** Test side: fire an event at the client's listeners. */
  fire(event: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server ended the socket itself (a revoked session): socket.io-client does not retry. */
  serverEnd(): void {
    this.active = false;
    this.serverDrop('io server disconnect');
  }

  /** The server refused the handshake (e.g. UNAUTHENTICATED): socket.io-client does not retry. */
  serverRefuse(message = 'UNAUTHENTICATED'): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  sent(event = 'sendMessage'): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}
