import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Config } from '../config';
import { globalPlugin } from '../lib/plugin';
import type { AppServer } from '../realtime/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server; attached to `app.server` once the app is ready. */
    io: AppServer;
    /** The Redis client the adapter publishes with (null without REDIS_URL), for per-user counters. */
    ioRedis: Redis | null;
    /** True once the server is going down: sockets closing then say nothing about their users. */
    ioClosing: () => boolean;
  }
}

export const SOCKET_PATH = '/api/socket.io';
// A message is at most 2,000 characters (≤ 8 KB of UTF-8) plus a small envelope.
const MAX_PACKET_BYTES = 32 * 1024;
const REDIS_READY_TIMEOUT_MS = 5_000;

/**
 * Browsers send `Origin` on WebSocket and polling requests; refuse other sites (cross-site
 * WebSocket hijacking), even though the SameSite=Lax cookie would not travel there anyway.
 * Non-browser clients send none and are judged by their session cookie alone.
 */
function sameSiteOnly(appUrl: string, isProduction: boolean) {
  const appOrigin = new URL(appUrl).origin;
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    if (!origin) return callback(null, true);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return callback('bad origin', false);
    }
    const sameHost = url.host === req.headers.host;
    // Development runs the shell and remotes on their own localhost ports.
    const devLocal = !isProduction && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    callback(null, sameHost || url.origin === appOrigin || devLocal);
  };
}

function waitReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, REDIS_READY_TIMEOUT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Socket.IO on the API's origin at /api/socket.io. With REDIS_URL, the Redis adapter shares rooms
 * (and so delivery) between server processes, and carries the cluster bus. What the sockets may
 * do is the realtime layer's business (server/src/realtime).
 */
export const socketIoPlugin = globalPlugin<{ config: Pick<Config, 'appUrl' | 'isProduction' | 'redisUrl' | 'redisPrefix'> }>('hackmate-socket-io', async (app, { config }) => {
  const io: AppServer = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
    allowRequest: sameSiteOnly(config.appUrl, config.isProduction),
    cors: { origin: new URL(config.appUrl).origin, credentials: true },
  });

  let closing = false;
  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { connectTimeout: 5_000 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    let warned = false;
    for (const client of redisClients) {
      let lost = false;
      client.on('error', (err: Error) => {
        if (!warned) app.log.warn({ err }, 'Redis for Socket.IO is unavailable; messages reach only this process until it is back');
        warned = true;
      });
      client.on('close', () => {
        if (!closing) lost = true;
      });
      client.on('ready', () => {
        warned = false;
        if (!lost) return;
        lost = false;
        // Whatever crossed between the processes meanwhile may be gone: once this link carries
        // again (the PING answers after the adapter's re-subscription), every process's sockets
        // are told to catch up.
        void client
          .ping()
          .then(() => {
            app.log.info('Redis for Socket.IO is back; live clients are told to catch up');
            app.bus.publish('live-catch-up', {});
          })
          .catch(() => {});
      });
    }
    io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}:socket.io` }));
    // The adapter already links the processes: the cluster bus (logouts, feed changes) rides on it.
    const fromPeer = app.bus.linkPeers((topic, payload) => io.serverSideEmit('clusterBus', topic, payload));
    io.on('clusterBus', fromPeer);
  }

  app.decorate('io', io);
  app.decorate('ioRedis', redisClients[0] ?? null);
  app.decorate('ioClosing', () => closing);

  app.addHook('onReady', async () => {
    // Subscribed before the first connection, so no cross-process delivery is missed at start.
    await Promise.all(redisClients.map(waitReady));
    io.attach(app.server);
  });

  // Before the HTTP server closes: it would otherwise wait for the open WebSockets. The transports
  // are cut without a goodbye: a client told "io server disconnect" never reconnects, while one
  // whose transport closed comes back by itself (with backoff and jitter) to whichever process is up.
  app.addHook('preClose', async () => {
    closing = true;
    // Not io.close(): that would also close app.server, which Fastify closes itself.
    io.engine?.close();
    await Promise.resolve(io.of('/').adapter.close()).catch(() => {});
    await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  });
});
