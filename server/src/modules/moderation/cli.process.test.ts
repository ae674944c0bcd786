import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '../../testing/connections';
import { createTestApp } from '../../testing/harness';
import { connectSocket, until } from '../../testing/sockets';
import { signUp } from '../../testing/users';
import { MODERATION_POLL_MS } from './watch';

// The moderation tool itself, in its own process, against the database of a running server: the
// compiled one a deployment runs (`node dist/moderation.js`, built by the tests' global setup), which
// starts in a fraction of the time the TypeScript loader needs on a busy machine.
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const t = await createTestApp();
const baseUrl = await t.listen();
const dataDir = await mkdtemp(join(tmpdir(), 'hackmate-moderation-cli-'));
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['dist/moderation.js', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl!, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('pnpm moderation (a separate process)', () => {
  // Three processes start one after another, each loading the server's modules: more than the
  // default 30 s on a busy machine.
  it('lists a report, suspends its subject, and the running server signs them out at once', async () => {
    const [ann, ben] = [await signUp(t.app, { fullName: 'Ann Archer' }), await signUp(t.app, { fullName: 'Ben Baker' })];
    await connect(t.db, ann.user._id, ben.user._id);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: ann.cookie },
      payload: { target: { kind: 'user', id: ben.user._id }, reason: 'scam', details: 'Asked for money' },
    });
    const reportId: string = filed.json().data._id;
    const socket = await connectSocket(baseUrl, ben.cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/connections', headers: { cookie: ben.cookie } })).statusCode).toBe(200);

    const list = await cli('list');
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`Report ${reportId}  open`);
    expect(list.stdout).toContain('Reason:   Scam or fraud (scam)');
    expect(list.stdout).toContain('"Asked for money"');
    expect(list.stdout).toContain(`Subject:  Ben Baker @${ben.user.userName}`);

    const suspend = await cli('suspend', `@${ben.user.userName}`, '--report', reportId, '--note', 'Scam', '--operator', 'ops-oncall');
    expect(suspend.code).toBe(0);
    expect(suspend.stdout).toContain(`Suspended @${ben.user.userName}`);
    await until(() => socket.disconnected, 'the socket to be dropped', MODERATION_POLL_MS * 3);
    await until(
      async () => (await t.app.inject({ method: 'GET', url: '/api/user/connections', headers: { cookie: ben.cookie } })).statusCode === 401,
      'the cookie to stop working',
      MODERATION_POLL_MS * 3,
    );
    const audit = await cli('audit', '--limit', '1');
    expect(audit.stdout).toMatch(new RegExp(`suspend\\s+by ops-oncall user @${ben.user.userName} \\(${ben.user._id}\\) report ${reportId} — "Scam"`));
  }, 60_000);

  it('exits non-zero with a clear message on bad input', async () => {
    const usage = await cli('suspend');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('"suspend" needs exactly one argument: a user id or @username.');
    expect(usage.stderr).toContain('Usage: pnpm moderation');
    const unknown = await cli('suspend', '@nobody_at_all');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No user @nobody_at_all.');
  });
});
