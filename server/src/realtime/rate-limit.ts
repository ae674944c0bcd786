import type { Redis } from 'ioredis';
import type { AppSocket, MessageRateLimiter } from './types';

export interface MessageLimit {
  /** Messages allowed per window (and the burst size). */
  max: number;
  windowMs: number;
}

export const DEFAULT_MESSAGE_LIMIT: MessageLimit = { max: 20, windowMs: 10_000 };

/** Longer than a healthy Redis ever takes; past it a message must not wait for a counter. */
const REDIS_ANSWER_MS = 250;

/**
 * Per-socket token bucket: bursts of `max`, refilled evenly over `windowMs`. Lives with the
 * socket, so it needs no cleanup and costs nothing when idle.
 */
export function memoryRateLimiter(limit: MessageLimit = DEFAULT_MESSAGE_LIMIT, now: () => number = Date.now): MessageRateLimiter {
  const buckets = new WeakMap<AppSocket, { tokens: number; at: number }>();
  return {
    async take(socket) {
      const t = now();
      const bucket = buckets.get(socket) ?? { tokens: limit.max, at: t };
      bucket.tokens = Math.min(limit.max, bucket.tokens + ((t - bucket.at) / limit.windowMs) * limit.max);
      bucket.at = t;
      buckets.set(socket, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/**
 * With several server processes the limit must hold per user across all of them (a user could
 * otherwise open one socket per process): a fixed-window counter in Redis keyed by user. If
 * Redis is down or slow, the per-socket limit applies at once rather than none, a hard refusal, or
 * a message stuck behind ioredis's reconnect queue.
 */
export function redisRateLimiter(redis: Redis, prefix: string, limit: MessageLimit = DEFAULT_MESSAGE_LIMIT): MessageRateLimiter {
  const fallback = memoryRateLimiter(limit);
  // Count and set the expiry in one atomic round trip; the key outlives its window a little.
  const script = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
  return {
    async take(socket) {
      const window = Math.floor(Date.now() / limit.windowMs);
      const key = `${prefix}:chat-rl:${socket.data.userId}:${window}`;
      if (redis.status !== 'ready') return fallback.take(socket);
      let timer: NodeJS.Timeout | undefined;
      try {
        const count = await Promise.race([
          redis.eval(script, 1, key, String(limit.windowMs * 2)),
          new Promise<null>((resolve) => (timer = setTimeout(resolve, REDIS_ANSWER_MS, null))),
        ]);
        return typeof count === 'number' ? count <= limit.max : fallback.take(socket);
      } catch {
        return fallback.take(socket);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
