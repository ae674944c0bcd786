import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-errors';
import { globalPlugin } from '../lib/plugin';
import { RATE_LIMITED_MESSAGE } from './errors';

/**
 * Opt-in rate limiting (`global: false`): only routes that ask are limited, e.g.
 * `app.post('/login', { config: rateLimit(5) }, handler)`.
 * Counters live in Redis when REDIS_URL is set, so several server processes share them;
 * otherwise in memory (per process).
 */
export function rateLimit(max: number, timeWindow: number | string = '1 minute'): FastifyContextConfig {
  return { rateLimit: { max, timeWindow } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE, for limits built in code (e.g. per account) rather than route config. */
    rateLimitScale: number;
  }
}

interface RateLimitOptions {
  redisUrl: string | null;
  /** REDIS_PREFIX: keeps two deployments sharing one Redis from sharing counters. */
  redisPrefix?: string;
  scale?: number;
}

export const rateLimitPlugin = globalPlugin<RateLimitOptions>('hackmate-rate-limit', async (app, { redisUrl, redisPrefix = 'hackmate', scale = 1 }) => {
  app.decorate('rateLimitScale', scale);
  if (scale !== 1) {
    // RATE_LIMIT_SCALE: one knob for every limit, so an e2e run that signs up dozens of
    // accounts from one address is not throttled. Added before @fastify/rate-limit's own
    // onRoute hook, so it reads the scaled number.
    app.addHook('onRoute', (route) => {
      const limit = (route.config as FastifyContextConfig | undefined)?.rateLimit;
      if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
      // A copy: one options object may be shared by several routes and must be scaled once each.
      route.config = { ...route.config, rateLimit: { ...limit, max: Math.max(1, Math.round(limit.max * scale)) } };
    });
  }
  let redis: Redis | undefined;
  if (redisUrl) {
    // No offline queue: while Redis is down, commands fail at once and skipOnError lets the
    // request through, instead of every limited route hanging.
    redis = new Redis(redisUrl, { connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    let warned = false;
    redis.on('error', (err: Error) => {
      if (!warned) app.log.warn({ err }, 'Redis for rate limits is unavailable; limits are not enforced until it is back');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
    // Start with a live connection so limits hold from the first request; a Redis that is
    // down must not stop the server from starting (the warning above says what happens).
    const connection = redis;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 3_000);
      connection.once('ready', () => {
        clearTimeout(timer);
        done();
      });
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${redisPrefix}:rl:`,
    skipOnError: true,
    // `after` is the time left in this window ("52 seconds", "14 minutes"): what a person needs.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'RATE_LIMITED', context.after ? `Too many attempts, please try again in ${context.after}.` : RATE_LIMITED_MESSAGE),
  });
});
