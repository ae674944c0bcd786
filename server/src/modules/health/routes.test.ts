import { createTestApp, testDbKind } from '../../testing/harness';

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
