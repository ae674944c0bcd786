import type { FastifyPluginAsync } from 'fastify';
import { createTestApp } from '../testing/harness';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  err?: { stack?: string };
}

const lines: Line[] = [];
const routes: FastifyPluginAsync = async (app) => {
  app.get('/test/boom', async () => {
    throw new Error('unexpected');
  });
};
const t = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  deps: { extraRoutes: routes, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
});
afterAll(() => t.close());
// Start-up says what it loaded; these tests are about what requests log.
await t.app.ready();
await t.app.matching.loaded();

const WARN = 40;
const ERROR = 50;

describe('logs', () => {
  beforeEach(() => {
    lines.length = 0;
  });

  it('says nothing for an ordinary request', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/check-auth' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('logs a designed refusal as one warning line without a stack', async () => {
    // Google sign-in is not configured in tests: a 503 by design.
    const res = await t.app.inject({ method: 'POST', url: '/api/google/login', payload: { idToken: 'x' } });
    expect(res.statusCode).toBe(503);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, msg: res.json().message });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack| {4}at /);
  });

  it('logs an unexpected failure once, as an error with its stack and the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, reqId: expect.any(String) });
    expect(lines[0]!.err?.stack).toContain('unexpected');
  });
});
