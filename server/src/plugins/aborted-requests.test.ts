import { connect } from 'node:net';
import { createTestApp } from '../testing/harness';

interface Line {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const lines: Line[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'debug', REQUEST_TIMEOUT_SECONDS: '1', METRICS_TOKEN: 'scrape-token-of-tests' },
  deps: { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
});
afterAll(() => t.close());
const base = await t.listen();
await t.app.matching.loaded();
const { port } = new URL(base);

/** Sends a request's head and part of its body, then stays silent until answered (or hangs up, with `hangUp`). */
function halfSentBody(hangUp: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"emailId":"a');
      if (hangUp) setTimeout(() => socket.destroy(), 200);
      // Node answers 408 at the request timeout and keeps the connection; the client then leaves.
      else socket.once('data', () => socket.destroy());
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

const WARN = 40;
const metric = async (name: string) => {
  const text = (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer scrape-token-of-tests' } })).body;
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, 'm').exec(text)?.[1] ?? 0);
};

describe('a client that stops sending its request', () => {
  beforeEach(() => {
    lines.length = 0;
  });

  it.each([
    ['goes silent until the request timeout', false],
    ['hangs up half-way through its body', true],
  ])('%s: logged once as what it is, never as a database outage, and counted', async (_name, hangUp) => {
    const before = await metric('hackmate_http_requests_aborted_total');
    await halfSentBody(hangUp);
    await expect.poll(() => lines.filter((l) => /^request aborted/.test(l.msg)).length, { timeout: 5_000 }).toBe(1);
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/DATABASE_UNAVAILABLE|database/i);
    expect(await metric('hackmate_http_requests_aborted_total')).toBe(before + 1);
  });
});

describe('a client that sent its whole request', () => {
  it('gets the route’s refusal over a real connection (a 401 is answered, not taken for a hang-up)', async () => {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailId: 'nobody@example.com', password: 'Wrong#Pass123' }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
