import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { createTestApp } from '../../testing/harness';
import { emitAck, until } from '../../testing/sockets';

const TOKEN = 'metrics-token-for-tests-0123456789';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => w?.close());

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return w.t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } });
}

/** The value of one series, e.g. `value(text, 'hackmate_sockets_connected')`. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist when no METRICS_TOKEN is configured', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and serves Prometheus text with it', async () => {
    const missing = await w.t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('# TYPE hackmate_http_request_duration_seconds histogram');
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    for (const file of ['AL-210.svg', 'BO-12.svg']) await w.t.app.inject({ method: 'GET', url: `/api/avatars/${file}` });
    const text = (await scrape()).body;
    expect(value(text, 'hackmate_http_request_duration_seconds_count{method="GET",route="/api/avatars/:file",status="200"}')).toBe(2);
    expect(text).not.toContain('AL-210');
  });

  it('shows event-loop delay and database pool use', async () => {
    const text = (await scrape()).body;
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'hackmate_db_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hackmate_db_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'hackmate_db_connections{state="waiting"}')).toBe(0);
  });

  it('counts live sockets and delivered chat messages with their delivery time', async () => {
    const before = (await scrape()).body;
    const socketsBefore = value(before, 'hackmate_sockets_connected') ?? 0;
    const ann = await w.socket(w.ann);
    await w.socket(w.ben);
    await until(async () => value((await scrape()).body, 'hackmate_sockets_connected') === socketsBefore + 2, 'two more sockets counted');

    for (const message of ['Hi Ben', 'Still there?']) expect((await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message })).ok).toBe(true);
    const text = (await scrape()).body;
    expect(value(text, 'hackmate_chat_messages_delivered_total{kind="direct"}')).toBe(2);
    expect(value(text, 'hackmate_chat_delivery_seconds_count{kind="direct"}')).toBe(2);
    expect(value(text, 'hackmate_chat_delivery_seconds_sum{kind="direct"}')).toBeGreaterThan(0);
  });
});
