import { EventEmitter } from 'node:events';
import { globalPlugin } from '../lib/plugin';

/** Topics every server process must hear about, whichever process the change happened in. */
export interface ClusterTopics {
  /** Logout or password reset: these sessions are over (drop caches and sockets). */
  'sessions-revoked': { userId: string; sessionIds: string[] | 'all' };
  /** Something that shapes these users' feeds changed (a request between them, their profile). */
  'feed-changed': { userIds: string[] };
  /** Someone joined, or changed what the ranking reads (skills, roles, year, pictures, journey). */
  'user-changed': { userId: string };
  /** Someone is gone (account deleted, suspended): never suggested again. */
  'user-removed': { userId: string };
  /**
   * A process's link to the others (Redis) was down and is back: live events may have been lost
   * meanwhile, so every process tells its sockets to read again what their screens show.
   */
  'live-catch-up': Record<string, never>;
}
export type ClusterTopic = keyof ClusterTopics;

/** Sends a message to the other server processes (not back to this one). */
export type PeerForwarder = (topic: ClusterTopic, payload: unknown) => void;

export interface ClusterBus {
  /** Delivers to this process's subscribers now and to the other processes' when linked. */
  publish<T extends ClusterTopic>(topic: T, payload: ClusterTopics[T]): void;
  subscribe<T extends ClusterTopic>(topic: T, listener: (payload: ClusterTopics[T]) => void): () => void;
  /** Called by whatever links processes (the Socket.IO Redis adapter); returns the inbound handler. */
  linkPeers(forward: PeerForwarder): (topic: ClusterTopic, payload: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: ClusterBus;
  }
}

/**
 * In-process events that, with REDIS_URL, also reach the other server processes. Caches and live
 * sockets subscribe here so a logout or a new request is honoured everywhere, not only by the
 * process that handled it. A lost cross-process message costs at most a cache's TTL.
 */
export const clusterBusPlugin = globalPlugin('hackmate-cluster-bus', async (app) => {
  const local = new EventEmitter();
  // One subscriber per cache and per socket server is expected; more is not a leak worth a warning.
  local.setMaxListeners(0);
  let forward: PeerForwarder | null = null;

  const deliver = (topic: ClusterTopic, payload: unknown) => {
    try {
      local.emit(topic, payload);
    } catch (err) {
      // A subscriber's bug must not turn the change that was published (a logout) into an error.
      app.log.error({ err, topic }, 'cluster bus subscriber failed');
    }
  };

  app.decorate('bus', {
    publish(topic, payload) {
      deliver(topic, payload);
      forward?.(topic, payload);
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    linkPeers(forwarder) {
      forward = forwarder;
      return deliver;
    },
  } satisfies ClusterBus);
});
