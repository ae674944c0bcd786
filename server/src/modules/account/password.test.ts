import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { authHeaders, signIn, signUp, uniqueIp } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w&Better#Pass';
const change = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/account/password', headers: authHeaders(cookie), payload });
const stillIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/profile/view', headers: authHeaders(cookie) })).statusCode;
const login = (emailId: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress: uniqueIp() });
const hashOf = async (id: string) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe('POST /api/account/password', () => {
  it('with a wrong current password: 403 with a clear message, and nothing changes', async () => {
    const me = await signUp(t.app);
    const laptop = await signIn(t.app, me.user.emailId, me.password);
    const hash = await hashOf(me.user._id);
    const res = await change(me.cookie, { currentPassword: 'Wr0ng#Password', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'WRONG_PASSWORD', message: 'Your current password is not correct.' });
    expect(await hashOf(me.user._id)).toBe(hash);
    expect(await stillIn(laptop)).toBe(200);
    expect((await login(me.user.emailId, me.password)).statusCode).toBe(200);
  });

  it('with the right one: other sessions answer 401, this one still works, the new password signs in and the old does not', async () => {
    const me = await signUp(t.app);
    const phone = await signIn(t.app, me.user.emailId, me.password);
    const tablet = await signIn(t.app, me.user.emailId, me.password);
    const res = await change(me.cookie, { currentPassword: me.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stillIn(phone)).toBe(401);
    expect(await stillIn(tablet)).toBe(401);
    expect(await stillIn(me.cookie)).toBe(200);
    expect((await login(me.user.emailId, me.password)).statusCode).toBe(401);
    expect((await login(me.user.emailId, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rule and refuses common or unchanged ones, naming the field', async () => {
    const me = await signUp(t.app);
    const hash = await hashOf(me.user._id);
    for (const newPassword of ['short1!', 'alllowercase1!', 'NoDigitsHere!', 'Password1!', me.password]) {
      const res = await change(me.cookie, { currentPassword: me.password, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(Object.keys(res.json().details ?? {}), newPassword).toEqual(['newPassword']);
    }
    expect((await change(me.cookie, { newPassword: NEW_PASSWORD })).json().details).toHaveProperty('currentPassword');
    expect(await hashOf(me.user._id)).toBe(hash);
  });

  it('explains that an account created with Google has no password to change', async () => {
    const me = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null, firebaseUid: `google-${me.user._id}` }).where(eq(users.id, me.user._id));
    const res = await change(me.cookie, { currentPassword: 'Anything#1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'NO_PASSWORD', message: 'Your account signs in with Google, so it has no password to change.' });
    expect(await hashOf(me.user._id)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: 'x', newPassword: NEW_PASSWORD } })).statusCode).toBe(401);
  });

  it('limits attempts per account: 10 in 15 minutes, then 429', async () => {
    const me = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(me.cookie, { currentPassword: `Wr0ng#Guess${i}`, newPassword: NEW_PASSWORD })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
    // The right password waits too: guessing is what the limit stops.
    expect((await change(me.cookie, { currentPassword: me.password, newPassword: NEW_PASSWORD })).statusCode).toBe(429);
  });
});
