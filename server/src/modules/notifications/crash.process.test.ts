import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts';
import { notifications } from '../../db/schema';
import { SMTP_POOL_SIZE } from '../../plugins/mail';
import { connect } from '../../testing/connections';
import { freshPostgresDatabase, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../../testing/process';
import { sendMessage } from '../chat';

const MESSAGES = 30;
// Each message is accepted this long after its data arrived, as a busy mail server does: the kill
// lands while the worker waits for an answer, the moment that decides between lost and doubled.
const ACCEPT_DELAY_MS = 40;

let db: TestDatabase;
let smtp: SMTPServer;
const started: ServerProcess[] = [];
/** Message-IDs in the order the server accepted them (250 sent on a connection still open). */
const accepted: string[] = [];

beforeAll(async () => {
  db = await freshPostgresDatabase();
  const open = new Set<string>();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          // A sender gone before the answer never learnt the mail was taken: a real server drops it.
          if (!open.has(session.id)) return callback(new Error('connection closed'));
          const id = /^message-id:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
          accepted.push(id);
          callback();
        }, ACCEPT_DELAY_MS);
      });
    },
  });
  // The killed worker resets its pool's open connections: expected here, anything else is not.
  smtp.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((s) => s.kill()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db?.drop();
});

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const unsent = async () =>
  ((await db.database.db.execute(sql`select count(*)::int as n from ${notifications} where status <> 'sent'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('the notification worker killed (-9) while sending', () => {
  it('loses none: another process sends the rest, each once under its own Message-ID', async () => {
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    const env = { SMTP_URL: smtpUrl, APP_URL: 'http://app.hackmate.test', NOTIFY_EVERY_SECONDS: '1', NOTIFY_DELAY_SECONDS: '0', NOTIFY_LEASE_SECONDS: '3', NOTIFY_MAX_PER_DAY: '1000' };
    const first = await startServer({ databaseUrl: db.url, env });
    started.push(first);
    const [ann, ben] = await Promise.all([signUpOver(first.baseUrl, 'Ann Archer'), signUpOver(first.baseUrl, 'Ben Baker')]);
    // Quiet hours off: the real time of day must not hold the mail.
    const put = await fetch(`${first.baseUrl}/api/settings/notifications`, {
      method: 'PUT',
      headers: { cookie: ben.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: null }),
    });
    expect(put.status).toBe(200);
    await connect(db.database.db, ann.id, ben.id);
    for (let i = 0; i < MESSAGES; i++) await sendMessage(db.database.db, { senderId: ann.id, receiverId: ben.id, text: `message ${i}`, clientId: `c${i}` });

    await until('the first mails', () => accepted.length >= 5, 30_000);
    await first.kill();
    expect(accepted.length).toBeLessThan(MESSAGES);

    const second = await startServer({ databaseUrl: db.url, env });
    started.push(second);
    await until('every notification sent', async () => (await unsent()) === 0, 60_000);

    const rows = await db.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, ben.id));
    expect(rows).toHaveLength(MESSAGES);
    const expected = rows.map((r) => `<${r.id}.email@app.hackmate.test>`).sort();
    // None lost: every notification's Message-ID arrived.
    expect([...new Set(accepted)].sort()).toEqual(expected);
    // None twice, but for those SMTP cannot rule out: accepted (250 sent) in the instant before
    // the kill, before their rows said so — at most one per pool connection, as the worker sends
    // that many at once and records each before the next. They carry the same Message-ID, which
    // receivers collapse.
    expect(accepted.length - expected.length).toBeLessThanOrEqual(SMTP_POOL_SIZE);
  }, 120_000);
});
