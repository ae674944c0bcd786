import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { notifications, notificationUnsubscribes } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { startMailbox, type ReadMail } from '../../testing/mailbox';
import { apiAs, signUpMany } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { recordReturn } from './outcomes';
import { runNotifications } from './worker';

const APP_URL = 'http://app.hackmate.test';
const mailbox = await startMailbox();
const t = await createTestApp({ env: { SMTP_URL: mailbox.url, APP_URL, NOTIFY_DELAY_SECONDS: '0' } });
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
const api = apiAs(t);
const { delayMs, maxPerDay, leaseMs } = t.config.notify;
const run = () => runNotifications(t.db, { mailer: t.app.mailer, push: null, appUrl: APP_URL, jwtSecret: t.config.jwtSecret, delayMs, maxPerDay, leaseMs }, new Date(Date.now() + 1_000));

/** Ben gets an e-mail about Ann's Interested; its row and the link to the requests screen (path under APP_URL). */
async function mailedRequest(): Promise<{ ann: SignedUp; ben: SignedUp; id: string; link: string; mail: ReadMail }> {
  const [ann, ben] = await signUpMany(t.app, 2);
  expect((await api(ben, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: null })).statusCode).toBe(200);
  expect((await api(ann, 'POST', `/reqs/send/interested/${ben.user._id}`)).statusCode).toBe(201);
  await run();
  const mail = mailbox.take().find((m) => m.to.includes(ben.user.emailId))!;
  const [row] = await t.db.select().from(notifications).where(and(eq(notifications.userId, ben.user._id), eq(notifications.channel, 'email')));
  const link = new RegExp(`${APP_URL}(/api/notifications/open/[^?\\s"]+\\?to=/reqs/review)`).exec(mail.raw)?.[1];
  expect(link, 'the e-mail links to the screen through the click route').toBeDefined();
  return { ann, ben, id: row!.id, link: link!, mail };
}

const clickedAt = async (id: string) => (await t.db.select({ at: notifications.clickedAt }).from(notifications).where(eq(notifications.id, id)))[0]?.at ?? null;

describe('clicks on a notification', () => {
  it("the e-mail's link records the first click and redirects (303) to the exact screen; a second click changes nothing", async () => {
    const { id, link } = await mailedRequest();
    expect(link).toContain(`/open/${id}.`);
    expect(await clickedAt(id)).toBeNull();
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${APP_URL}/reqs/review`);
    const at = await clickedAt(id);
    expect(at).toBeInstanceOf(Date);
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(303);
    expect(await clickedAt(id)).toEqual(at);
  });

  it('never redirects to another origin, and refuses tampered or malformed tokens without recording anything', async () => {
    const { id, link } = await mailedRequest();
    const base = link.slice(0, link.indexOf('?'));
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\\/evil.example', 'javascript:alert(1)', 'reqs', '/ok\r\nLocation: https://evil.example']) {
      const res = await t.app.inject({ method: 'GET', url: `${base}?to=${encodeURIComponent(to)}` });
      expect(res.statusCode, to).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(400);

    // Another notification's id under this one's signature, a changed signature, and rubbish.
    const { id: other } = await mailedRequest();
    const signature = base.slice(base.lastIndexOf('.') + 1);
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const [token, status] of [[`${other}.${signature}`, 403], [`${id}.${flipped}`, 403], ['nonsense', 400], [`${id}`, 400]] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/api/notifications/open/${token}?to=/reqs/review` })).statusCode, token).toBe(status);
      expect((await t.app.inject({ method: 'POST', url: `/api/notifications/open/${token}` })).statusCode, token).toBe(status);
    }
    expect(await clickedAt(id)).toBeNull();
    expect(await clickedAt(other)).toBeNull();
  });
});

describe('unsubscribes and returns, for the report', () => {
  it('a one-click unsubscribe is recorded once with its time, however often the mail client posts it', async () => {
    const { ben, mail } = await mailedRequest();
    const url = mail.header('List-Unsubscribe')!.slice(1 + APP_URL.length, -1);
    const before = Date.now();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.db.select().from(notificationUnsubscribes).where(eq(notificationUnsubscribes.userId, ben.user._id));
    expect(rows.map((r) => r.kind)).toEqual(['request']);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("a person's return marks the notifications sent before it, once, and not those never sent", async () => {
    const { ben, id } = await mailedRequest();
    const [sent] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    const back = new Date(sent!.sentAt!.getTime() + 45 * 60_000);
    await recordReturn(t.db, [ben.user._id], new Date(sent!.sentAt!.getTime() - 60_000));
    expect((await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.returnedAt).toBeNull();
    await recordReturn(t.db, [ben.user._id], back);
    await recordReturn(t.db, [ben.user._id], new Date(back.getTime() + 60_000));
    expect((await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.returnedAt).toEqual(back);
  });
});
