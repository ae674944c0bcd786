import type { Socket } from 'socket.io-client';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';

/**
 * Opens the real-time connection on the API's origin. socket.io-client is imported here lazily
 * so that only the screens that chat pay for it (it is never in the landing page's load).
 * Reconnection 1 s → 5 s and a 20 s connect timeout as SPEC §7.
 *
 * After a deploy or a crash every open tab loses its connection in the same instant; without
 * jitter they would all come back in the same instants too (1 s, 2 s, 4 s, 5 s, 5 s…), a wave
 * per step against a process that has just started. `randomizationFactor` 0.5 spreads each wait
 * over ±50 % (the first over 0.5–1.5 s, later ones over 2.5–5 s at the cap), so thousands of tabs
 * arrive as a stream. SPEC §7's bounds are kept: 5 s is still short enough that a restart is
 * over for the user a few seconds after the server is back, and a busy server answers a handshake
 * it cannot take with an error, which only moves that tab to its next (jittered) attempt.
 * A socket the server ends itself ('io server disconnect', a revoked session) or refuses at the
 * handshake is not retried by socket.io-client; the live layer then asks whether the session is
 * still on (live/session-end.ts).
 */
export async function createSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const { apiBase } = getRuntimeConfig();
  const base = new URL(apiBase, window.location.href);
  const path = `${base.pathname.replace(/\/$/, '')}/socket.io`;
  return io(base.origin, {
    path,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Infinity,
    timeout: 20_000,
  });
}
