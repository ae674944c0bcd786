import { io } from 'socket.io-client';
import type { Person } from './pair';

/**
 * `from` writes `lines` to `to`, one after another, over a socket of their own session as their
 * browser would (acknowledged by the server before the next): a long history in seconds, without
 * typing each line into the composer.
 */
export async function writeHistory(baseURL: string, from: Person, to: string, lines: readonly string[]): Promise<void> {
  const cookie = (await from.page.context().cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
  const socket = io(baseURL, { path: '/api/socket.io', transports: ['websocket'], extraHeaders: { cookie, origin: baseURL }, reconnection: false, forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    for (const message of lines) {
      for (;;) {
        const answer = (await socket.timeout(10_000).emitWithAck('sendMessage', { receiverId: to, message })) as { ok: boolean; error?: string; message?: string };
        if (answer.ok) break;
        // Faster than a person types: the server's flood limit says wait, as the app would.
        if (answer.error !== 'RATE_LIMITED') throw new Error(`sending "${message}" was refused: ${answer.message}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    socket.close();
  }
}
