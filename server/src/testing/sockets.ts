import { io, type Socket } from 'socket.io-client';
import { DEFAULT_MESSAGE_LIMIT } from '../realtime/rate-limit';

export type ClientSocket = Socket;
export type AckAnswer<T = unknown> = { ok: true; data: T } | { ok: false; error: string; message: string };

/**
 * A socket.io-client socket for `baseUrl`, authenticated by `cookie` like a browser would be.
 * Resolves once connected; rejects with the server's refusal (e.g. 'UNAUTHENTICATED').
 */
export function connectSocket(baseUrl: string, cookie?: string, options: { reconnection?: boolean } = {}): Promise<ClientSocket> {
  const socket = io(baseUrl, {
    path: '/api/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
    timeout: 5_000,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      if (!socket.active || !options.reconnection) {
        socket.close();
        reject(err);
      }
    });
  });
}

/** Emits with an acknowledgement and resolves with the server's answer. */
export function emitAck<T = unknown>(socket: ClientSocket, event: string, payload?: unknown, timeoutMs = 5_000): Promise<AckAnswer<T>> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<AckAnswer<T>>;
}

/** Every payload `event` brings to `socket` from now on. */
export function collect<T = unknown>(socket: ClientSocket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves on the next `event`, rejects after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: ClientSocket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Waits until `condition` holds (polling), or fails with `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * How many messages the default limit (a bucket of 20, refilled over 10 s) has given back since
 * `startedMs` (rounded up): a burst that took a busy machine a while to send may pass that many more.
 */
export function refilledSince(startedMs: number): number {
  const { max, windowMs } = DEFAULT_MESSAGE_LIMIT;
  return Math.ceil(((Date.now() - startedMs) / windowMs) * max);
}
