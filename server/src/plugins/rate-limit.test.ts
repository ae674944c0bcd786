import type { FastifyPluginAsync } from 'fastify';
import { createTestApp } from '../testing/harness';
import { rateLimit } from './rate-limit';

const routes: FastifyPluginAsync = async (app) => {
  app.post('/test/limited', { config: rateLimit(2) }, async () => ({ ok: true }));
  app.post('/test/free', async () => ({ ok: true }));
};

const t = await createTestApp({ deps: { extraRoutes: routes } });
afterAll(() => t.close());

describe('rate limits', () => {
  it('limits only routes that opt in, with a JSON 429', async () => {
    const hit = () => t.app.inject({ method: 'POST', url: '/api/test/limited' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts, please try again in (\d+ seconds|1 minute)\.$/) });
    expect(res.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/test/free' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits with REDIS_URL', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('shares counters between server processes', async () => {
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
    await probe.connect().catch((err: Error) => {
      throw new Error(`This test needs Redis at ${redisUrl} (set TEST_REDIS_URL): ${err.message}`);
    });
    await probe.quit();

    // A path unique to this run: counters are keyed by route and IP, and other runs share Redis.
    const path = `/test/shared-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const routes: FastifyPluginAsync = async (app) => {
      app.post(path, { config: rateLimit(3) }, async () => ({ ok: true }));
    };
    const a = await createTestApp({ env: { REDIS_URL: redisUrl }, deps: { extraRoutes: routes } });
    const b = await createTestApp({ env: { REDIS_URL: redisUrl }, deps: { extraRoutes: routes } });
    try {
      const codes = [];
      for (const server of [a, b, a, b]) codes.push((await server.app.inject({ method: 'POST', url: `/api${path}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
