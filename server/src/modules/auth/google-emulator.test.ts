import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { EMULATOR_PROJECT, startAuthEmulator } from '../../testing/firebase-emulator';
import { createTestApp } from '../../testing/harness';
import { authHeaders, sessionCookie, signUp, uniqueIp } from '../../testing/users';

// Real ID tokens from the Firebase Auth emulator, verified by firebase-admin in emulator mode.
const emulator = await startAuthEmulator();
const t = await createTestApp({ env: { FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
afterAll(async () => {
  await t.close();
  await emulator.stop();
});

const googleLogin = (payload: object) => t.app.inject({ method: 'POST', url: '/api/google/login', payload, remoteAddress: uniqueIp() });
let n = 0;
const person = (name?: string) => {
  n++;
  return { sub: `google-${Date.now()}-${n}`, email: `person${n}.${Date.now()}@gmail.test`, ...(name ? { name } : {}) };
};

describe('Google sign-in with verified tokens', () => {
  it('creates the account from the token only, then signs in to it again with existing: true', async () => {
    const claims = person('Grace  Brewster-Hopper');
    const { idToken, uid } = await emulator.googleIdToken(claims);
    // The body's own name and username are not what gets stored.
    const first = await googleLogin({ idToken, _id: uid, emailId: claims.email, fullName: 'Someone Else', userName: 'admin' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.existing).toBe(false);
    expect(body.user).toMatchObject({ fullName: 'Grace  Brewster-Hopper', emailId: claims.email });
    expect(body.user.userName).toMatch(/^gracebrewsterhopper\d{1,3}$/);
    expect(first.body).not.toMatch(/token|password|firebase|sessionId/i);
    const cookie = sessionCookie(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: authHeaders(cookie) })).json()).toEqual({ status: true });

    const again = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    expect(again.json()).toMatchObject({ existing: true, user: { _id: body.user._id, userName: body.user.userName } });
  });

  it('derives the username from the e-mail when the token has no name', async () => {
    const claims = person();
    const res = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    expect(res.json().user.userName).toMatch(new RegExp(`^${claims.email.split('@')[0]!.replace('.', '\\.')}\\d{1,3}$`));
  });

  it('refuses a body whose e-mail or id does not match the token', async () => {
    const claims = person('Mallory');
    const { idToken, uid } = await emulator.googleIdToken(claims);
    const wrongEmail = await googleLogin({ idToken, _id: uid, emailId: 'victim@example.com' });
    const wrongId = await googleLogin({ idToken, _id: 'someone-else', emailId: claims.email });
    for (const res of [wrongEmail, wrongId]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.db.select().from(users).where(eq(users.emailId, claims.email))).toEqual([]);
  });

  it('refuses a token whose e-mail Google has not verified', async () => {
    const claims = { ...person('Unverified'), email_verified: false };
    const res = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    expect(res.statusCode).toBe(401);
  });

  it('joins the account already registered with that e-mail, which keeps its password', async () => {
    const { user, password } = await signUp(t.app);
    const { idToken } = await emulator.googleIdToken({ ...person('Ada'), email: user.emailId });
    const res = await googleLogin({ idToken });
    expect(res.json()).toMatchObject({ existing: true, user: { _id: user._id, userName: user.userName } });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId: user.emailId, password }, remoteAddress: uniqueIp() });
    expect(login.statusCode).toBe(200);
  });

  it('never lets another Google account take over an account already linked to one', async () => {
    const claims = person('Second Owner');
    await t.db.insert(users).values({ fullName: 'First Owner', userName: `owner${n}`, emailId: claims.email, firebaseUid: 'first-google-uid' });
    const res = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email is already linked to another Google account.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('deleting an account created with Google', () => {
  it('takes a fresh Google sign-in of the same Google account, and refuses another one', async () => {
    const claims = person('Gone Soon');
    const first = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    const cookie = sessionCookie(first);
    const remove = (payload: object) => t.app.inject({ method: 'DELETE', url: '/api/account', headers: authHeaders(cookie), payload });

    expect((await remove({ password: 'anything at all' })).statusCode).toBe(400);
    const stranger = await remove({ idToken: (await emulator.googleIdToken(person('Someone Else'))).idToken });
    expect(stranger.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: authHeaders(cookie) })).json()).toEqual({ status: true });

    expect((await remove({ idToken: (await emulator.googleIdToken(claims)).idToken })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: authHeaders(cookie) })).json()).toEqual({ status: false });
    // The same Google account can start over: a new account, not the deleted one.
    const again = await googleLogin({ idToken: (await emulator.googleIdToken(claims)).idToken });
    expect(again.json()).toMatchObject({ existing: false });
    expect(again.json().user._id).not.toBe(first.json().user._id);
  });
});
