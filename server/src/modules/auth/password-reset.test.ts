import { eq } from 'drizzle-orm';
import { MESSAGES } from '@hackmate/shared/validation';
import { passwordResets } from '../../db/schema';
import { createMailer } from '../../plugins/mail';
import { type SessionsRevokedEvent, onSessionsRevoked } from '../../plugins/auth';
import { createTestApp } from '../../testing/harness';
import { decodeQuotedPrintable, startSmtpCatcher } from '../../testing/smtp-catcher';
import { authHeaders, signIn, signUp, uniqueIp } from '../../testing/users';
import { hashResetToken } from './reset-service';

const APP_URL = 'https://app.hackmate.test';
const smtp = await startSmtpCatcher();
const t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Hackmate <no-reply@hackmate.test>' } });
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = 'Brand#New5tart';

const forgot = (emailId: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { emailId }, remoteAddress: uniqueIp() });
const reset = (token: string, id: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'PATCH', url: `/api/resetPassword/${token}/${id}`, payload: { password }, remoteAddress: uniqueIp() });
const login = (emailId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress: uniqueIp() });
const checkAuth = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: authHeaders(cookie) })).json().status as boolean;

/** Asks for a reset mail and returns the link's id and token, read from the delivered message. */
async function mailedLink(emailId: string) {
  const res = await forgot(emailId);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Email sent' });
  const mail = await smtp.next();
  expect(mail.to).toEqual([emailId]);
  const link = decodeQuotedPrintable(mail.raw).match(/https:\/\/app\.hackmate\.test\/reset-password\/([^/\s"<]+)\/([^/\s"<]+)/);
  expect(link, mail.raw).not.toBeNull();
  return { id: decodeURIComponent(link![1]!), token: decodeURIComponent(link![2]!), raw: mail.raw };
}

describe('forgot password', () => {
  it('mails a link to APP_URL/reset-password/{id}/{token} that sets a new password', async () => {
    const { user, password } = await signUp(t.app);
    const { id, token, raw } = await mailedLink(user.emailId);
    expect(id).toBe(user._id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(raw).toMatch(/^From: Hackmate <no-reply@hackmate\.test>/m);

    const res = await reset(token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated' });
    expect((await login(user.emailId, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.emailId, password)).statusCode).toBe(401);
  });

  it('answers the spec message for an address without an account', async () => {
    const res = await forgot('nobody.here@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'User doesnt exist' });
  });

  it('stores only a hash of the token', async () => {
    const { user } = await signUp(t.app);
    const { token } = await mailedLink(user.emailId);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user._id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('says so when the mail cannot be sent', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', APP_URL } });
    try {
      const { user } = await signUp(down.app);
      const res = await down.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { emailId: user.emailId } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('MAIL_FAILED');
    } finally {
      await down.close();
    }
  });
});

describe('reset password', () => {
  const failure = { error: 'INVALID_TOKEN', message: 'Failure' };

  it('ends every session of the user and tells live connections', async () => {
    const { user, cookie, password } = await signUp(t.app);
    const second = await signIn(t.app, user.emailId, password);
    // Accepted just before, so remembered: the reset must still end them at once.
    expect(await checkAuth(cookie)).toBe(true);
    expect(await checkAuth(second)).toBe(true);
    const events: SessionsRevokedEvent[] = [];
    const off = onSessionsRevoked(t.app, (e) => events.push(e));
    const { id, token } = await mailedLink(user.emailId);
    expect((await reset(token, id)).statusCode).toBe(200);
    off();
    expect(await checkAuth(cookie)).toBe(false);
    expect(await checkAuth(second)).toBe(false);
    expect(events).toEqual([{ userId: user._id, sessionIds: 'all' }]);
  });

  it('refuses a link used once already', async () => {
    const { user } = await signUp(t.app);
    const { id, token } = await mailedLink(user.emailId);
    expect((await reset(token, id)).statusCode).toBe(200);
    const again = await reset(token, id, 'Other#Pass123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure);
    expect((await login(user.emailId, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { user, password } = await signUp(t.app);
    const { id, token } = await mailedLink(user.emailId);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user._id));
    const res = await reset(token, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure);
    expect((await login(user.emailId, password)).statusCode).toBe(200);
  });

  it('sets the expiry 30 minutes ahead', async () => {
    const { user } = await signUp(t.app);
    await mailedLink(user.emailId);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user._id));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
  });

  it("refuses user A's token for user B, and A's link still works afterwards", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { token } = await mailedLink(a.user.emailId);
    const res = await reset(token, b.user._id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure);
    expect((await login(b.user.emailId, b.password)).statusCode).toBe(200);
    expect(await checkAuth(b.cookie)).toBe(true);
    expect((await reset(token, a.user._id)).statusCode).toBe(200);
  });

  it('refuses made-up tokens and ids without a server error', async () => {
    const { user } = await signUp(t.app);
    for (const [token, id] of [['made-up', user._id], ['x', 'not-a-uuid'], ['x', "1' or '1'='1"]] as const) {
      const res = await reset(encodeURIComponent(token), encodeURIComponent(id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure);
    }
  });

  it('keeps the link usable when the new password breaks the rule', async () => {
    const { user } = await signUp(t.app);
    const { id, token } = await mailedLink(user.emailId);
    const weak = await reset(token, id, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordRule);
    expect((await reset(token, id)).statusCode).toBe(200);
  });

  it('kills older links once one of them was used', async () => {
    const { user } = await signUp(t.app);
    const first = await mailedLink(user.emailId);
    const second = await mailedLink(user.emailId);
    expect((await reset(second.token, second.id)).statusCode).toBe(200);
    expect((await reset(first.token, first.id, 'Other#Pass123')).statusCode).toBe(400);
  });
});

describe('checking a reset link when its page opens', () => {
  const check = (token: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/resetPassword/${token}/${id}`, remoteAddress: uniqueIp() });

  it('says a fresh link works, without using it up', async () => {
    const { user } = await signUp(t.app);
    const { id, token } = await mailedLink(user.emailId);
    for (let i = 0; i < 2; i++) {
      const res = await check(token, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { valid: true } });
    }
    expect((await reset(token, id)).statusCode).toBe(200);
  });

  it('says a used or expired link does not work', async () => {
    const used = await signUp(t.app);
    const first = await mailedLink(used.user.emailId);
    expect((await reset(first.token, first.id)).statusCode).toBe(200);
    expect((await check(first.token, first.id)).json()).toEqual({ data: { valid: false } });

    const late = await signUp(t.app);
    const second = await mailedLink(late.user.emailId);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, late.user._id));
    expect((await check(second.token, second.id)).json()).toEqual({ data: { valid: false } });
  });

  it('answers a wrong token, a stranger\'s token and a made-up id alike, telling nothing about the account', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { token } = await mailedLink(a.user.emailId);
    const answers = [];
    for (const [tok, id] of [[token, b.user._id], ['made-up', a.user._id], [token, '00000000-0000-4000-8000-000000000000'], ['x', "1' or '1'='1"]] as const) {
      const res = await check(encodeURIComponent(tok), encodeURIComponent(id));
      answers.push([res.statusCode, res.body]);
    }
    expect(answers).toEqual(Array(4).fill([200, '{"data":{"valid":false}}']));
  });
});

describe('without SMTP', () => {
  it('writes the mail, link included, to the server log', async () => {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as never;
    await createMailer(null, 'x@y', log).send({ to: 'ada@example.com', subject: 'Reset', text: `Link: ${APP_URL}/reset-password/1/abc` });
    expect(JSON.stringify(lines)).toContain(`${APP_URL}/reset-password/1/abc`);
  });
});
