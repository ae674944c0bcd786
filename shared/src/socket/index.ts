import type { Socket } from 'socket.io-client';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';

/**
 * Opens the real-time connection on the API's origin. socket.io-client is imported here lazily
 * so that only the screens that chat pay for it (it is never in the landing page's load).
 * Reconnection 1 s → 5 s and a 20 s connect timeout as SPEC §7.
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
    timeout: 20_000,
  });
}
