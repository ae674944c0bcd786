import { eq } from 'drizzle-orm';
import { MESSAGES } from '@hackmate/shared/validation';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { authHeaders, newUserInput, sessionCookie, signUp, uniqueIp } from '../../testing/users';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './service';

const t = await createTestApp();
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: uniqueIp() });
const checkAuth = async (cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: cookie ? { cookie } : {} })).json<{ status: boolean }>().status;

/** Nothing secret may appear anywhere in a body a client receives. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password|passwordHash|argon2|firebaseUid|sessionId|"token"|eyJ/i);
}

describe('POST /signup', () => {
  it('creates the account, signs in through an httpOnly cookie only, and never echoes secrets', async () => {
    const input = newUserInput({ emailId: 'Mixed.Case@Example.com' });
    const res = await post('/signup', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Account created successfully!');
    expect(body.user).toMatchObject({ fullName: input.fullName, userName: input.userName, emailId: 'mixed.case@example.com' });
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'bio', 'chosenRoles', 'emailId', 'fullName', 'gradYear', 'profileUrl', 'roles', 'skills', 'socialIds', 'userName']);
    expectNoSecrets(res.body);

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(await checkAuth(sessionCookie(res))).toBe(true);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
  });

  it.each([
    [{ userName: 'Not Lower' }, MESSAGES.usernameRule],
    [{ emailId: 'nobody@nowhere' }, MESSAGES.emailRule],
    [{ password: 'alllowercase1!' }, MESSAGES.passwordRule],
    [{ password: 'Short1!' }, MESSAGES.passwordRule],
    [{ fullName: '  ' }, 'Full name is required'],
    [{ password: 'P@ssw0rd1' }, 'This password is too common, please choose another'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const res = await post('/signup', newUserInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a taken e-mail (in any letter case) or username with 409 and a clear message', async () => {
    const { user } = await signUp(t.app);
    const sameEmail = await post('/signup', newUserInput({ emailId: user.emailId.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ error: 'EMAIL_TAKEN', message: EMAIL_TAKEN });
    const sameName = await post('/signup', newUserInput({ userName: user.userName }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ error: 'USERNAME_TAKEN', message: USERNAME_TAKEN });
  });

  it('ignores fields it does not know and never stores them', async () => {
    const input = newUserInput();
    const res = await post('/signup', { ...input, _id: '00000000-0000-4000-8000-000000000000', firebaseUid: 'evil', passwordHash: 'x', bio: 'sneaky', isAdmin: true });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.userName, input.userName));
    expect(row!.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(row!.firebaseUid).toBeNull();
    expect(row!.bio).toBe('');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post('/signup', { ...newUserInput(), fullName: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /login', () => {
  it('signs in with any letter case of the e-mail and answers the spec message', async () => {
    const { user, password } = await signUp(t.app);
    const res = await post('/login', { emailId: user.emailId.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully logged in!', user });
    expectNoSecrets(res.body);
    expect(await checkAuth(sessionCookie(res))).toBe(true);
  });

  it('gives the same 401 for a wrong password, an unknown e-mail and a Google-only account', async () => {
    const { user } = await signUp(t.app);
    const google = newUserInput();
    await t.db.insert(users).values({ fullName: 'G', userName: google.userName, emailId: google.emailId, firebaseUid: `uid-${google.userName}` });
    const answers = await Promise.all([
      post('/login', { emailId: user.emailId, password: 'Wrong#Pass1' }),
      post('/login', { emailId: 'nobody.at.all@example.com', password: 'Wrong#Pass1' }),
      post('/login', { emailId: google.emailId, password: 'Wrong#Pass1' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid Credentials', message: 'Invalid Credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { user } = await signUp(t.app);
    const once = async (emailId: string) => {
      const start = performance.now();
      await post('/login', { emailId, password: 'Wrong#Pass1' });
      return performance.now() - start;
    };
    // Turn about, so that a busy moment of the machine slows both kinds alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await once(user.emailId));
      unknown.push(await once('nobody.timing@example.com'));
    }
    const median = (runs: number[]) => runs.sort((a, b) => a - b)[3]!;
    // Without the decoy hash an unknown address answers about ten times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});

describe('sessions: /check-auth and /logout', () => {
  it('says signed out without a cookie or with a made-up one', async () => {
    expect(await checkAuth()).toBe(false);
    expect(await checkAuth('token=made.up.value')).toBe(false);
  });

  it('ends the session: the cookie is cleared and the old one no longer works', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post('/logout', {}, authHeaders(cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User logged out successfully!' });
    expect(String(res.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    expect(await checkAuth(cookie)).toBe(false);
  });

  it('answers logout without a session too (a stale tab must still be able to sign out)', async () => {
    expect((await post('/logout', {})).statusCode).toBe(200);
  });
});

describe('cookies over https', () => {
  it('marks the session cookie Secure when the app is served over https', async () => {
    const https = await createTestApp({ env: { APP_URL: 'https://hackmate.example.com' } });
    try {
      const res = await https.app.inject({ method: 'POST', url: '/api/signup', payload: newUserInput() });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });
});
