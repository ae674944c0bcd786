import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';

// A backstop only: every change of a pair (request answered, unmatch, block, deletion) drops the
// entry at once through the cluster bus.
const TTL_MS = 30_000;
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * "Are these two connected", remembered for the frequent, harmless events (typing: one every 2 s
 * per writer; joining a chat). Only yes is remembered. Storing a message never asks here: its
 * single statement checks the connection itself.
 */
export function cachedConnectionCheck(app: FastifyInstance, areConnected: (a: string, b: string) => Promise<boolean>) {
  const cache = new TtlCache<true>(TTL_MS, MAX_BYTES);
  const offs = [
    app.bus.subscribe('feed-changed', ({ userIds }) => userIds.forEach((id) => cache.invalidateGroup(id))),
    app.bus.subscribe('user-removed', ({ userId }) => cache.invalidateGroup(userId)),
  ];
  app.addHook('onClose', async () => {
    offs.forEach((off) => off());
    cache.clear();
  });
  return async (me: string, partner: string): Promise<boolean> => {
    const key = `${me}>${partner}`;
    if (cache.get(key)) return true;
    const version = cache.version();
    const connected = await areConnected(me, partner);
    if (connected) cache.set(key, me, true, version);
    return connected;
  };
}
