import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { createMailer } from '../../plugins/mail';
import { connect } from '../../testing/connections';
import { createTestApp } from '../../testing/harness';
import { startMailbox, type ReadMail } from '../../testing/mailbox';
import { ageRequest, apiAs, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { insertProposal } from '../auto-team';
import { sendMessage } from '../chat';
import { runNotifications, type WorkerOptions } from './worker';

const APP_URL = 'http://app.hackmate.test';
const mailbox = await startMailbox();
const t = await createTestApp({ env: { SMTP_URL: mailbox.url, APP_URL, NOTIFY_DELAY_SECONDS: '0' } });
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
const api = apiAs(t);
const world = teamsWorld(t);

const MIN = 60_000;
const HOUR = 60 * MIN;
const options = (over: Partial<WorkerOptions> = {}): WorkerOptions => ({
  mailer: t.app.mailer,
  push: null,
  appUrl: APP_URL,
  jwtSecret: t.config.jwtSecret,
  delayMs: t.config.notify.delayMs,
  maxPerDay: t.config.notify.maxPerDay,
  leaseMs: t.config.notify.leaseMs,
  ...over,
});
/** The worker at a chosen time (just ahead of the database's clock unless said otherwise). */
const run = (at: Date = new Date(Date.now() + 1_000), over: Partial<WorkerOptions> = {}) => runNotifications(t.db, options(over), at);
/** Whether a mail links to this screen (through the click route, which redirects there). */
const linksTo = (mail: ReadMail, path: string) => new RegExp(`${APP_URL}/api/notifications/open/[\\w.-]+\\?to=${path}\\b`).test(mail.raw);
const mailTo = (mails: ReadMail[], who: SignedUp) => mails.filter((m) => m.to.includes(who.user.emailId));

async function settings(who: SignedUp, change: Partial<NotificationSettings> = {}): Promise<NotificationSettings> {
  const body = { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: null, ...change };
  const res = await api(who, 'PUT', '/settings/notifications', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NotificationSettings }>().data;
}

/** Signs up people with quiet hours off, so the real time of day never holds their mail. */
async function people<N extends number>(n: N) {
  const many = await signUpMany(t.app, n);
  for (const p of many as SignedUp[]) await settings(p);
  return many;
}

const swipe = (from: SignedUp, to: SignedUp, status = 'interested') => api(from, 'POST', `/reqs/send/${status}/${to.user._id}`);
const statusOf = async (userId: string) => (await t.db.select({ status: notifications.status, event: notifications.event }).from(notifications).where(eq(notifications.userId, userId))).map((r) => `${r.event}:${r.status}`).sort();

beforeEach(async () => {
  // Each test starts with nothing left due from another.
  await run();
  mailbox.take();
});

describe('what is e-mailed', () => {
  it('a new Interested reaches the receiver once, linking to the requests screen, with one-click unsubscribe and no one else\'s address', async () => {
    const [ann, ben] = await people(2);
    expect((await swipe(ann, ben)).statusCode).toBe(201);
    await run();
    const [mail, ...more] = mailbox.take();
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([ben.user.emailId]);
    expect(mail!.subject).toContain(ann.user.fullName);
    expect(linksTo(mail!, '/reqs/review')).toBe(true);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(mail!.raw).not.toContain(ann.user.emailId);
    expect(mail!.header('List-Unsubscribe')).toMatch(new RegExp(`^<${APP_URL}/api/notifications/unsubscribe\\?token=[^>]+>$`));
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Exactly once: later runs send nothing more.
    await run(new Date(Date.now() + HOUR));
    expect(mailbox.take()).toEqual([]);
  });

  it('a match tells the one who asked, linking to the conversation', async () => {
    const [ann, ben] = await people(2);
    await swipe(ann, ben);
    await run();
    mailbox.take();
    expect((await swipe(ben, ann)).statusCode).toBe(201);
    await run();
    const mails = mailbox.take();
    expect(mails.map((m) => m.to[0])).toEqual([ann.user.emailId]);
    expect(mails[0]!.subject).toContain(`You matched with ${ben.user.fullName}`);
    expect(linksTo(mails[0]!, `/convos/${ben.user._id}`)).toBe(true);
  });

  it('a message still unread after the delay is e-mailed; one read meanwhile is not', async () => {
    const [ann, ben] = await people(2);
    await connect(t.db, ann.user._id, ben.user._id);
    const delayMs = 10 * MIN;
    await sendMessage(t.db, { senderId: ann.user._id, receiverId: ben.user._id, text: 'hi', clientId: null });
    await run(new Date(Date.now() + MIN), { delayMs });
    expect(mailbox.take()).toEqual([]);
    await run(new Date(Date.now() + 11 * MIN), { delayMs });
    const [mail] = mailTo(mailbox.take(), ben);
    expect(mail!.subject).toContain(`New message from ${ann.user.fullName}`);
    expect(linksTo(mail!, `/convos/${ann.user._id}`)).toBe(true);
    expect(mail!.raw).not.toContain('hi\r\n');

    await sendMessage(t.db, { senderId: ann.user._id, receiverId: ben.user._id, text: 'again', clientId: null });
    expect((await api(ben, 'POST', `/convos/${ann.user._id}/read`)).statusCode).toBe(200);
    await run(new Date(Date.now() + 11 * MIN), { delayMs });
    expect(mailbox.take()).toEqual([]);
  });

  it('team invites, join requests and their answers reach the other side, linking to the team', async () => {
    const [owner, invited, asker] = await people(3);
    const event = await world.createEvent(owner);
    const team = await world.createTeam(owner, event._id);
    await world.look(invited, event._id);
    await world.look(asker, event._id);
    const invite = await world.invite(owner, team._id, invited);
    const join = await world.askToJoin(asker, team._id);
    await run();
    let mails = mailbox.take();
    expect(mailTo(mails, invited)[0]!.subject).toContain(`invited you to ${team.name}`);
    expect(mailTo(mails, owner)[0]!.subject).toContain(`asked to join ${team.name}`);
    expect(mails.every((m) => linksTo(m, `/teams/${team._id}`))).toBe(true);

    expect((await world.answer(invited, invite._id, 'declined')).statusCode).toBe(200);
    expect((await world.answer(owner, join._id, 'accepted')).statusCode).toBe(200);
    await run();
    mails = mailbox.take();
    expect(mailTo(mails, owner).map((m) => m.subject)).toEqual([`${invited.user.fullName} declined your invite to ${team.name}`]);
    expect(mailTo(mails, asker).map((m) => m.subject)).toEqual([`${owner.user.fullName} accepted your request to join ${team.name}`]);
  });

  it('an auto-team proposal asks each member, and again 2 hours before it expires', async () => {
    const [ann, ben] = await people(2);
    const event = await world.createEvent(ann);
    const now = new Date(Date.now() + 1_000);
    await t.db.transaction((tx) => insertProposal(tx, event._id, new Date(), new Date(now.getTime() + 3 * HOUR), [
      { userId: ann.user._id, role: null },
      { userId: ben.user._id, role: null },
    ]));
    await run(now);
    let mails = mailbox.take();
    expect(mails.map((m) => m.to[0]).sort()).toEqual([ann.user.emailId, ben.user.emailId].sort());
    expect(mails.every((m) => linksTo(m, `/events/${event._id}`))).toBe(true);
    await run(new Date(now.getTime() + 1.5 * HOUR));
    mails = mailbox.take();
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject.includes('expires soon'))).toBe(true);
    await run(new Date(now.getTime() + 2 * HOUR));
    expect(mailbox.take()).toEqual([]);
  });

  it('reminds of a request and an invite that expire within 24 hours, once', async () => {
    const [ann, ben, owner] = await people(3);
    const sent = (await swipe(ann, ben)).json<{ request: { _id: string } }>();
    const event = await world.createEvent(owner);
    const team = await world.createTeam(owner, event._id);
    await world.look(ann, event._id);
    const invite = await world.invite(owner, team._id, ann);
    await run();
    mailbox.take();
    await t.db.execute(sql`update connection_requests set created_at = now() - interval '6 days 12 hours' where id = ${sent.request._id}`);
    await ageRequest(t, invite._id, 6);
    await run();
    const mails = mailbox.take();
    expect(mailTo(mails, ben).map((m) => m.subject)).toEqual([`${ann.user.fullName}'s request expires tomorrow`]);
    expect(mailTo(mails, ann).map((m) => m.subject)).toEqual([`Your invite to ${team.name} expires tomorrow`]);
    await run(new Date(Date.now() + HOUR));
    expect(mailbox.take()).toEqual([]);
  });
});

describe('what is never e-mailed', () => {
  it('nothing from someone in a block with the recipient', async () => {
    const [ann, ben] = await people(2);
    await connect(t.db, ann.user._id, ben.user._id);
    await sendMessage(t.db, { senderId: ann.user._id, receiverId: ben.user._id, text: 'hi', clientId: null });
    expect((await api(ben, 'POST', `/users/${ann.user._id}/block`)).statusCode).toBe(204);
    await run();
    expect(mailbox.take()).toEqual([]);
    expect(await statusOf(ben.user._id)).toEqual(['message:skipped']);
  });

  it('nothing to a suspended account, nor about a suspended one', async () => {
    const [ann, ben, cat] = await people(3);
    await swipe(ann, ben);
    await swipe(cat, ann);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ben.user._id));
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, cat.user._id));
    await run();
    expect(mailbox.take()).toEqual([]);
    expect(await statusOf(ben.user._id)).toEqual(['request:skipped']);
    expect(await statusOf(ann.user._id)).toEqual(['request:skipped']);
  });

  it('nothing already seen: a request answered before the worker got to it', async () => {
    const [ann, ben] = await people(2);
    const sent = (await swipe(ann, ben)).json<{ request: { _id: string } }>();
    expect((await api(ben, 'PATCH', `/reqs/review/rejected/${sent.request._id}`)).statusCode).toBe(200);
    await run();
    expect(mailbox.take()).toEqual([]);
  });
});

describe('preferences, quiet hours, the daily cap and the digest', () => {
  it('off sends nothing; digest holds until the chosen hour in the person\'s time zone, then one e-mail lists everything', async () => {
    const [ann, ben, cat, dan] = await people(4);
    await settings(ben, { channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, email: { ...DEFAULT_NOTIFICATION_SETTINGS.channels.email, request: 'digest', match: 'off' } }, digestHour: 7, timeZone: 'Asia/Tokyo' });
    await swipe(ann, ben);
    await swipe(cat, ben);
    await swipe(ben, dan);
    await swipe(dan, ben); // a match for ben: off
    await run();
    expect(mailTo(mailbox.take(), ben)).toEqual([]);
    const [held] = await t.db.select().from(notifications).where(sql`${notifications.userId} = ${ben.user._id} and ${notifications.status} = 'held'`);
    // 07:00 in Tokyo is 22:00 UTC.
    expect(held!.dueAt.getUTCHours()).toBe(22);
    expect(held!.dueAt.getUTCMinutes()).toBe(0);
    await run(new Date(held!.dueAt.getTime() + MIN));
    const digest = mailTo(mailbox.take(), ben);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('Your Hackmate digest: 2 updates');
    expect(digest[0]!.raw).toContain(ann.user.fullName);
    expect(digest[0]!.raw).toContain(cat.user.fullName);
    expect(digest[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await run(new Date(held!.dueAt.getTime() + 2 * HOUR));
    expect(mailbox.take()).toEqual([]);
  });

  it('quiet hours hold instant e-mail until they end', async () => {
    const [ann, ben] = await people(2);
    const now = new Date(Date.now() + MIN);
    const hh = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
    await settings(ben, { quietHours: { start: hh(now.getUTCHours()), end: hh(now.getUTCHours() + 2) }, timeZone: 'UTC' });
    await swipe(ann, ben);
    await run(now);
    expect(mailbox.take().map((m) => m.subject)).toEqual([]);
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours() + 2));
    await run(new Date(end.getTime() - MIN));
    expect(mailbox.take()).toEqual([]);
    await run(end);
    expect(mailTo(mailbox.take(), ben)).toHaveLength(1);
  });

  it('past the daily cap, the rest waits for the next digest', async () => {
    const [ben, ...senders] = await people(4);
    for (const s of senders) await swipe(s, ben);
    const now = new Date(Date.now() + 1_000);
    await run(now, { maxPerDay: 2 });
    expect(mailTo(mailbox.take(), ben)).toHaveLength(2);
    const [held] = await t.db.select().from(notifications).where(sql`${notifications.userId} = ${ben.user._id} and ${notifications.status} = 'held'`);
    await run(new Date(held!.dueAt.getTime() + MIN), { maxPerDay: 2 });
    const digest = mailTo(mailbox.take(), ben);
    expect(digest.map((m) => m.subject)).toEqual(['Your Hackmate digest: 1 update']);
  });
});

describe('one-click unsubscribe', () => {
  it('POST without a session turns that kind off; GET only asks; a tampered token is refused', async () => {
    const [ann, ben] = await people(2);
    await swipe(ann, ben);
    await run();
    const link = mailTo(mailbox.take(), ben)[0]!.header('List-Unsubscribe')!.slice(1, -1);
    const url = link.slice(APP_URL.length);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect((await api(ben, 'GET', '/settings/notifications')).json<{ data: NotificationSettings }>().data.channels.email.request).toBe('instant');

    const tampered = url.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await t.app.inject({ method: 'POST', url: tampered, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.statusCode).toBe(403);
    const otherUser = url.replace(ben.user._id, ann.user._id);
    expect((await t.app.inject({ method: 'POST', url: otherUser, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe?token=nonsense' })).statusCode).toBe(400);

    const done = await t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    const after = (await api(ben, 'GET', '/settings/notifications')).json<{ data: NotificationSettings }>().data;
    expect(after.channels.email.request).toBe('off');
    expect(after.channels.email.message).toBe('instant');
    expect((await api(ann, 'GET', '/settings/notifications')).json<{ data: NotificationSettings }>().data.channels.email.request).toBe('instant');
  });
});

describe('GET/PUT /api/settings/notifications', () => {
  it('needs a session, answers the defaults, keeps each person\'s own and refuses an invalid body', async () => {
    const [ann, ben] = await signUpMany(t.app, 2);
    expect((await api(null, 'GET', '/settings/notifications')).statusCode).toBe(401);
    expect((await api(null, 'PUT', '/settings/notifications', DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(401);
    expect((await api(ann, 'GET', '/settings/notifications')).json()).toEqual({ data: DEFAULT_NOTIFICATION_SETTINGS });
    const saved = await settings(ann, { digestHour: 9, timeZone: 'America/New_York', quietHours: { start: '23:30', end: '07:00' } });
    expect(saved).toMatchObject({ digestHour: 9, timeZone: 'America/New_York', quietHours: { start: '23:30', end: '07:00' } });
    expect((await api(ann, 'GET', '/settings/notifications')).json<{ data: NotificationSettings }>().data).toEqual(saved);
    expect((await api(ben, 'GET', '/settings/notifications')).json()).toEqual({ data: DEFAULT_NOTIFICATION_SETTINGS });
    for (const bad of [{ timeZone: 'Mars/Base' }, { digestHour: 24 }, { quietHours: { start: '25:00', end: '07:00' } }, { channels: { email: { request: 'loud' } } }]) {
      expect((await api(ann, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, ...bad })).statusCode).toBe(400);
    }
  });

  it('the account export includes them; deleting the account removes them and every pending notification', async () => {
    const [ann, ben] = await people(2);
    await settings(ben, { digestHour: 6 });
    await swipe(ann, ben);
    const exported = await api(ben, 'GET', '/account/export');
    expect(exported.json<{ notifications: NotificationSettings }>().notifications).toMatchObject({ digestHour: 6 });
    expect((await api(ben, 'DELETE', '/account', { password: ben.password })).statusCode).toBe(204);
    expect(await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, ben.user._id))).toEqual([]);
    expect(await statusOf(ben.user._id)).toEqual([]);
    await run();
    expect(mailbox.take()).toEqual([]);
  });
});

describe('SMTP down, then back', () => {
  it('retries with backoff and sends everything once when the server is back', async () => {
    const [ann, ben] = await people(2);
    const down = await startMailbox();
    const port = down.port;
    await down.close();
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'Hackmate <no-reply@localhost>', t.app.log);
    await swipe(ann, ben);
    const start = new Date(Date.now() + 1_000);
    for (const minutes of [0, 1, 3]) {
      const stats = await run(new Date(start.getTime() + minutes * MIN), { mailer });
      expect(stats.sent).toBe(0);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, ben.user._id));
    expect(row).toMatchObject({ status: 'pending', attempts: 3 });
    const back = await startMailbox(port);
    try {
      await run(new Date(start.getTime() + 10 * MIN), { mailer });
      await run(new Date(start.getTime() + 30 * MIN), { mailer });
      expect(mailTo(back.take(), ben)).toHaveLength(1);
    } finally {
      await back.close();
    }
  });
});
