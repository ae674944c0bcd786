import { createTestApp, testDbKind } from '../../testing/harness';
import { startProxy } from '../../testing/tcp-proxy';
import { until } from '../../testing/sockets';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as up, and which kind it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up', dbKind: testDbKind() });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db down when the database does not answer', async () => {
    const spy = vi.spyOn(t.database, 'ping').mockResolvedValueOnce(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', db: 'down' });
    spy.mockRestore();
  });
});

describe('GET /api/live and /api/ready', () => {
  it('is ready with the database up and no Redis configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'not-configured' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database does not answer, and names it; the process stays live', async () => {
    const spy = vi.spyOn(t.database, 'ping').mockResolvedValue(false);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'down', redis: 'not-configured' } });
      const live = await t.app.inject({ method: 'GET', url: '/api/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      spy.mockRestore();
    }
  });

  it('checks Redis when it is configured: ready with it, 503 naming Redis while it is unreachable, ready again after', async () => {
    const redisPort = Number(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);
    const proxy = await startProxy(redisPort);
    const withRedis = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    const ready = () => withRedis.app.inject({ method: 'GET', url: '/api/ready' });
    try {
      expect((await ready()).json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
      proxy.cut(true);
      await until(async () => (await ready()).statusCode === 503, 'readiness notices Redis is gone');
      expect((await ready()).json()).toEqual({ status: 'not-ready', checks: { database: 'up', redis: 'down' } });
      expect((await withRedis.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(200);
      proxy.cut(false);
      await until(async () => (await ready()).statusCode === 200, 'readiness sees Redis back', 15_000);
    } finally {
      await withRedis.close();
      await proxy.close();
    }
  });
});
