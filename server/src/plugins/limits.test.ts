import { connect as tcpConnect } from 'node:net';
import { createTestApp } from '../testing/harness';
import { authHeaders, signUp } from '../testing/users';
import { JSON_LIMITS } from '../lib/json-body';
import { MAX_URL_LENGTH } from './limits';

// One second to send a whole request, so a test can watch a slow client being cut off.
const t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });

describe('request limits', () => {
  it('refuses an address longer than the limit with 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/check-auth?x=${'a'.repeat(MAX_URL_LENGTH)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: 'URI_TOO_LONG' });
  });

  it('refuses JSON nested deeper than the limit, however deep, without failing', async () => {
    for (const depth of [JSON_LIMITS.depth + 1, 40_000]) {
      const res = await post(`${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'BODY_TOO_COMPLEX' });
    }
  });

  it('refuses lists longer than the limit', async () => {
    const res = await post(JSON.stringify({ emailId: 'a@b.io', password: 'x', extra: new Array(JSON_LIMITS.arrayLength + 1).fill(0) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/list of more than/);
  });

  it('refuses prototype-poisoning keys', async () => {
    for (const body of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN_PROPERTY' });
    }
  });

  it('answers broken and empty JSON with a clear 400', async () => {
    expect((await post('{"emailId":')).json()).toMatchObject({ error: 'INVALID_JSON' });
    expect((await post('')).statusCode).toBe(400);
  });

  it('still reads ordinary bodies', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: authHeaders(cookie), payload: { bio: 'Hi', socialIds: { Github: 'github.com/x' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user._id);
  });

  it('cuts off a client that sends its body too slowly', async () => {
    const base = new URL(await t.listen());
    const socket = tcpConnect(Number(base.port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    // A byte every 200 ms would keep the connection forever without a request timeout.
    const drip = setInterval(() => socket.write(' '), 200);
    const reply = await new Promise<string>((resolve) => {
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
    });
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});
