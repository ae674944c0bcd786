import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { startMailbox } from '../../testing/mailbox';
import { startPushService } from '../../testing/push-service';
import { apiAs, signUpMany } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { backoffMs, runNotifications, type WorkerOptions } from '../notifications';
import { saveSubscription } from './repository';
import { createPushSender } from './sender';

const APP_URL = 'http://app.hackmate.test';
const mailbox = await startMailbox();
const service = await startPushService();
const t = await createTestApp({ env: { SMTP_URL: mailbox.url, APP_URL, NOTIFY_DELAY_SECONDS: '0' } });
afterAll(async () => {
  await t.close();
  await mailbox.close();
  await service.close();
});
const api = apiAs(t);

const MIN = 60_000;
const options = (over: Partial<WorkerOptions> = {}): WorkerOptions => ({
  mailer: t.app.mailer,
  push: createPushSender(t.config.vapid),
  appUrl: APP_URL,
  jwtSecret: t.config.jwtSecret,
  delayMs: t.config.notify.delayMs,
  maxPerDay: t.config.notify.maxPerDay,
  leaseMs: t.config.notify.leaseMs,
  ...over,
});
const run = (at: Date = new Date(Date.now() + 1_000), over: Partial<WorkerOptions> = {}) => runNotifications(t.db, options(over), at);
const mailTo = (who: SignedUp) => mailbox.take().filter((m) => m.to.includes(who.user.emailId));

async function settings(who: SignedUp, change: Partial<NotificationSettings> = {}) {
  const res = await api(who, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: null, ...change });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NotificationSettings }>().data;
}

/** People with quiet hours off; each given one browser with push on (the local service's endpoint is http, so it is stored directly: the route takes https only). */
async function subscribed<N extends number>(n: N) {
  const many = await signUpMany(t.app, n);
  const browsers = [];
  for (const p of many as SignedUp[]) {
    await settings(p);
    const b = service.browser();
    await saveSubscription(t.db, p.user._id, b);
    browsers.push(b);
  }
  return { people: many, browsers };
}

const swipe = (from: SignedUp, to: SignedUp, status = 'interested') => api(from, 'POST', `/reqs/send/${status}/${to.user._id}`);
const subscriptionCount = async (userId: string) => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;

beforeEach(async () => {
  await run();
  mailbox.take();
  service.take();
});

describe('push delivery', () => {
  it('an Interested request is pushed to the receiver\'s browser, readable only with its keys, signed with the server\'s VAPID key, linking to the requests screen', async () => {
    const { people: [ann, ben], browsers: [, benBrowser] } = await subscribed(2);
    expect((await swipe(ann, ben)).statusCode).toBe(201);
    await run();
    const [push, ...more] = service.take();
    expect(more).toEqual([]);
    expect(push!.browser).toBe(benBrowser!.id);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.vapidKey).toBe(t.config.vapid.publicKey);
    expect(push!.payload).toMatchObject({ title: expect.stringContaining(ann.user.fullName), url: '/reqs/review' });
    // A click is reported to the signed route the payload names (the service worker posts it).
    const { id, opened } = push!.payload as { id: string; opened: string };
    expect(opened).toMatch(new RegExp(`^/api/notifications/open/${id}\\.[\\w-]{43}$`));
    expect((await t.app.inject({ method: 'POST', url: opened })).statusCode).toBe(204);
    const [row] = await t.db.select({ clickedAt: notifications.clickedAt }).from(notifications).where(eq(notifications.id, id));
    expect(row!.clickedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(push!.payload)).not.toContain(ann.user.emailId);
    // Once: later runs push nothing more.
    await run(new Date(Date.now() + 60 * MIN));
    expect(service.take()).toEqual([]);
  });

  it('a match is pushed to the one who asked first, opening the conversation with the other', async () => {
    const { people: [ann, ben], browsers: [annBrowser] } = await subscribed(2);
    await swipe(ann, ben);
    await run();
    service.take();
    await swipe(ben, ann);
    await run();
    const got = service.take().map((r) => ({ browser: r.browser, url: (r.payload as { url: string }).url }));
    expect(got).toEqual([{ browser: annBrowser!.id, url: `/convos/${ben.user._id}` }]);
  });

  it('410 from the push service removes that subscription and the e-mail goes instead; 404 likewise', async () => {
    const { people: [ann, ben, cat], browsers: [, benBrowser, catBrowser] } = await subscribed(3);
    service.answer(benBrowser!.id, 410);
    service.answer(catBrowser!.id, 404);
    await swipe(ann, ben);
    await swipe(ann, cat);
    await run();
    expect(service.take()).toEqual([]);
    expect(await subscriptionCount(ben.user._id)).toBe(0);
    expect(await subscriptionCount(cat.user._id)).toBe(0);
    const mails = mailbox.take();
    expect(mails.filter((m) => m.to.includes(ben.user.emailId))).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes(cat.user.emailId))).toHaveLength(1);
  });

  it('a push service failing (500) is retried with backoff and delivers once it is back, keeping the subscription', async () => {
    const { people: [ann, ben], browsers: [, benBrowser] } = await subscribed(2);
    service.answer(benBrowser!.id, 500);
    await swipe(ann, ben);
    const now = new Date(Date.now() + 1_000);
    const first = await run(now, { delayMs: 10 * MIN });
    expect(first.deferred).toBeGreaterThan(0);
    expect(await subscriptionCount(ben.user._id)).toBe(1);
    service.answer(benBrowser!.id, 201);
    await run(new Date(now.getTime() + backoffMs(1) - 1_000), { delayMs: 10 * MIN });
    expect(service.take()).toEqual([]);
    await run(new Date(now.getTime() + backoffMs(1) + 1_000), { delayMs: 10 * MIN });
    expect(service.take().map((r) => r.browser)).toEqual([benBrowser!.id]);
  });
});

describe('push first, e-mail only if still unseen', () => {
  const LATER = 10 * MIN;

  it('after a push the e-mail waits; seen meanwhile (the request answered), it never goes', async () => {
    const { people: [ann, ben] } = await subscribed(2);
    await swipe(ann, ben);
    const now = new Date(Date.now() + 1_000);
    await run(now, { delayMs: LATER });
    expect(service.take()).toHaveLength(1);
    expect(mailTo(ben)).toEqual([]);
    await swipe(ben, ann, 'ignore');
    await run(new Date(now.getTime() + LATER + MIN), { delayMs: LATER });
    expect(mailTo(ben)).toEqual([]);
  });

  it('after a push the e-mail follows once, only when the thing is still unseen after the delay', async () => {
    const { people: [ann, ben] } = await subscribed(2);
    await swipe(ann, ben);
    const now = new Date(Date.now() + 1_000);
    await run(now, { delayMs: LATER });
    expect(service.take()).toHaveLength(1);
    await run(new Date(now.getTime() + LATER - MIN), { delayMs: LATER });
    expect(mailTo(ben)).toEqual([]);
    await run(new Date(now.getTime() + LATER + MIN), { delayMs: LATER });
    expect(mailTo(ben)).toHaveLength(1);
    expect(service.take()).toEqual([]);
  });

  it('e-mail off: push only; push off: e-mail only, at once', async () => {
    const { people: [ann, ben, cat] } = await subscribed(3);
    const defaults = DEFAULT_NOTIFICATION_SETTINGS.channels;
    await settings(ben, { channels: { ...defaults, email: { ...defaults.email, request: 'off' } } });
    await settings(cat, { channels: { ...defaults, push: { ...defaults.push, request: 'off' } } });
    await swipe(ann, ben);
    await swipe(ann, cat);
    await run(new Date(Date.now() + 1_000), { delayMs: LATER });
    const pushed = service.take().map((r) => r.browser);
    const mails = mailbox.take();
    expect(pushed).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes(ben.user.emailId))).toEqual([]);
    expect(mails.filter((m) => m.to.includes(cat.user.emailId))).toHaveLength(1);
    await run(new Date(Date.now() + 2 * LATER), { delayMs: LATER });
    expect(service.take()).toEqual([]);
    expect(mailTo(ben)).toEqual([]);
  });

  it('nobody with push on: no push rows are written, e-mail as before', async () => {
    const [ann, ben] = await signUpMany(t.app, 2);
    await settings(ben);
    await swipe(ann, ben);
    const rows = await t.db.select().from(notifications).where(and(eq(notifications.userId, ben.user._id), eq(notifications.channel, 'push')));
    expect(rows).toEqual([]);
    await run();
    expect(mailTo(ben)).toHaveLength(1);
  });
});

describe('routes', () => {
  const browserSub = () => {
    const b = service.browser();
    return { endpoint: `https://push.example.com/send/${b.id}`, expirationTime: null, keys: b.keys };
  };

  it('need a session', async () => {
    expect((await api(null, 'GET', '/push/public-key')).statusCode).toBe(401);
    expect((await api(null, 'POST', '/push/subscription', browserSub())).statusCode).toBe(401);
    expect((await api(null, 'DELETE', '/push/subscription', { endpoint: 'https://push.example.com/x' })).statusCode).toBe(401);
  });

  it('give the VAPID public key; take an https subscription for the session\'s person only, refusing anything else', async () => {
    const [ann] = await signUpMany(t.app, 1);
    const key = await api(ann, 'GET', '/push/public-key');
    expect(key.json()).toEqual({ data: { publicKey: t.config.vapid.publicKey } });
    const sub = browserSub();
    expect((await api(ann, 'POST', '/push/subscription', { ...sub, endpoint: sub.endpoint.replace('https:', 'http:') })).statusCode).toBe(400);
    expect((await api(ann, 'POST', '/push/subscription', { ...sub, keys: { ...sub.keys, auth: 'short' } })).statusCode).toBe(400);
    expect((await api(ann, 'POST', '/push/subscription', { ...sub, keys: { ...sub.keys, p256dh: sub.keys.auth } })).statusCode).toBe(400);
    // A user id in the body changes nothing: the session says whose it is.
    expect((await api(ann, 'POST', '/push/subscription', { ...sub, userId: 'someone-else' })).statusCode).toBe(204);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row).toMatchObject({ userId: ann.user._id, p256dh: sub.keys.p256dh, auth: sub.keys.auth });
  });

  it('unsubscribing removes only the caller\'s own; one browser signed into by another person moves to them', async () => {
    const [ann, ben] = await signUpMany(t.app, 2);
    const sub = browserSub();
    await api(ann, 'POST', '/push/subscription', sub);
    expect((await api(ben, 'DELETE', '/push/subscription', { endpoint: sub.endpoint })).statusCode).toBe(204);
    expect(await subscriptionCount(ann.user._id)).toBe(1);
    await api(ben, 'POST', '/push/subscription', sub);
    expect(await subscriptionCount(ann.user._id)).toBe(0);
    expect(await subscriptionCount(ben.user._id)).toBe(1);
    expect((await api(ben, 'DELETE', '/push/subscription', { endpoint: sub.endpoint })).statusCode).toBe(204);
    expect(await subscriptionCount(ben.user._id)).toBe(0);
  });

  it('settings carry push per kind; a client leaving push out keeps what is stored', async () => {
    const [ann] = await signUpMany(t.app, 1);
    const defaults = DEFAULT_NOTIFICATION_SETTINGS.channels;
    const saved = await settings(ann, { channels: { ...defaults, push: { ...defaults.push, message: 'off' } } });
    expect(saved.channels.push.message).toBe('off');
    const old = await api(ann, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { email: defaults.email } });
    expect(old.json<{ data: NotificationSettings }>().data.channels.push.message).toBe('off');
    expect((await api(ann, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...defaults, push: { ...defaults.push, message: 'digest' } } })).statusCode).toBe(400);
  });

  it('deleting the account removes its subscriptions', async () => {
    const { people: [ann] } = await subscribed(1);
    const res = await api(ann, 'DELETE', '/account', { password: ann.password });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await subscriptionCount(ann.user._id)).toBe(0);
  });
});
