import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit';
import type { AppSocket } from './types';

const socketOf = (userId: string) => ({ data: { userId, sessionId: 's' } }) as AppSocket;

async function takeMany(limiter: { take(s: AppSocket): Promise<boolean> }, socket: AppSocket, n: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < n; i += 1) if (await limiter.take(socket)) allowed += 1;
  return allowed;
}

describe('memoryRateLimiter (per socket)', () => {
  it('allows a burst of max, then refills evenly over the window', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter({ max: 20, windowMs: 10_000 }, () => now);
    const socket = socketOf('u1');
    expect(await takeMany(limiter, socket, 25)).toBe(20);
    now += 499;
    expect(await limiter.take(socket)).toBe(false);
    now += 1;
    expect(await limiter.take(socket)).toBe(true);
    now += 60_000;
    expect(await takeMany(limiter, socket, 25)).toBe(20);
  });

  it('keeps one bucket per socket', async () => {
    const limiter = memoryRateLimiter({ max: 3, windowMs: 10_000 }, () => 0);
    expect(await takeMany(limiter, socketOf('u1'), 5)).toBe(3);
    expect(await takeMany(limiter, socketOf('u1'), 5)).toBe(3);
  });
});

describe('redisRateLimiter (per user, across processes)', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `hackmate-test-${randomBytes(4).toString('hex')}`;
  // The servers attach Socket.IO only once Redis is ready; before that the per-socket limit applies.
  beforeAll(() => (redis.status === 'ready' ? undefined : new Promise((ready) => redis.once('ready', ready))));
  afterAll(() => redis.quit());

  it('counts every socket of a user against one limit', async () => {
    // Two "processes" (limiters) sharing Redis, each with its own socket of the same user.
    const one = redisRateLimiter(redis, prefix, { max: 5, windowMs: 60_000 });
    const two = redisRateLimiter(redis, prefix, { max: 5, windowMs: 60_000 });
    const allowed = (await takeMany(one, socketOf('ann'), 4)) + (await takeMany(two, socketOf('ann'), 4));
    expect(allowed).toBe(5);
    expect(await takeMany(two, socketOf('ben'), 2)).toBe(2);
    const [key] = await redis.keys(`${prefix}:chat-rl:ann:*`);
    expect(await redis.pttl(key!)).toBeGreaterThan(60_000);
  });

  it('falls back to the per-socket limit when Redis is unreachable', async () => {
    const down = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const limiter = redisRateLimiter(down, prefix, { max: 2, windowMs: 60_000 });
    expect(await takeMany(limiter, socketOf('cat'), 4)).toBe(2);
    down.disconnect();
  });
});
