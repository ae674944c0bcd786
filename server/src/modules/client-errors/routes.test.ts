import { createTestApp } from '../../testing/harness';
import { signUp, uniqueIp } from '../../testing/users';

const TOKEN = 'metrics-token-for-tests-0123456789';
const logLines: string[] = [];
const t = await createTestApp({ env: { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }, deps: { logStream: { write: (line: string) => void logLines.push(line) } } });
afterAll(() => t.close());

const report = { kind: 'remote-load', remote: 'feed', version: '1.4.0', message: 'Loading chunk 42 failed.' };

function post(body: unknown, headers: Record<string, string> = {}, remoteAddress = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/client-errors', payload: body as object, headers, remoteAddress });
}

async function metrics(): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
}

describe('POST /api/client-errors', () => {
  it('accepts a report without sign-in and counts it per remote and version for the operator', async () => {
    const res = await post(report);
    expect(res.statusCode).toBe(204);
    await post({ ...report, kind: 'render', message: 'Cannot read properties of undefined' });
    const text = await metrics();
    expect(text).toContain('hackmate_client_errors_total{kind="remote-load",remote="feed",version="1.4.0"} 1');
    expect(text).toContain('hackmate_client_errors_total{kind="render",remote="feed",version="1.4.0"} 1');
  });

  it('logs the failure without the reporter, their e-mail or URL secrets', async () => {
    const { user, cookie } = await signUp(t.app);
    const message = `Failed for ${user.emailId} at https://app.example.com/reset?token=s3cr3t-reset-token`;
    const res = await post({ ...report, remote: 'profile', message, stack: `Error: ${message}\n    at https://app.example.com/remotes/profile/app.js?v=1:1:2` }, { cookie });
    expect(res.statusCode).toBe(204);
    const line = logLines.find((l) => l.includes('"remote":"profile"'));
    expect(line).toBeDefined();
    expect(line).toContain('https://app.example.com/reset');
    expect(line).toContain('[email]');
    for (const personal of [user.emailId, user._id, 's3cr3t-reset-token', cookie]) expect(line).not.toContain(personal);
  });

  it('refuses reports that do not follow the contract, control characters and broken Unicode included', async () => {
    expect((await post({ ...report, kind: 'crash' })).statusCode).toBe(400);
    expect((await post({ ...report, version: 'has spaces' })).statusCode).toBe(400);
    expect((await post({ ...report, message: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ kind: 'render' })).statusCode).toBe(400);
    expect((await post({ ...report, message: 'a\u0000b' })).statusCode).toBe(400);
    expect((await post({ ...report, stack: 'a\ud800b' })).statusCode).toBe(400);
  });

  it('limits one address to 30 reports a minute, and others are still heard', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) expect((await post(report, {}, ip)).statusCode).toBe(204);
    const refused = await post(report, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await post(report)).statusCode).toBe(204);
  });

  it('keeps invented remote names and version floods from growing the metrics without end', async () => {
    await post({ ...report, remote: 'no-such-remote' });
    for (let i = 0; i < 25; i += 1) await post({ ...report, remote: 'chat', version: `9.9.${i}` });
    const text = await metrics();
    expect(text).toContain('remote="unknown"');
    expect(text).not.toContain('no-such-remote');
    const chatSeries = text.split('\n').filter((l) => l.startsWith('hackmate_client_errors_total{') && l.includes('remote="chat"'));
    expect(chatSeries).toHaveLength(21);
    expect(text).toContain('hackmate_client_errors_total{kind="remote-load",remote="chat",version="other"} 5');
  });
});
