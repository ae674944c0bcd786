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

  sent(event = 'sendMessage'): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}
