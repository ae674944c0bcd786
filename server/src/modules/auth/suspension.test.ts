import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { GoogleIdentity } from '../../plugins/firebase';
import { createTestApp } from '../../testing/harness';
import { signUp, uniqueIp } from '../../testing/users';
import { googleLogin } from './service';

// Suspension itself (sessions ended, sockets dropped) is tested with the moderation commands.
const t = await createTestApp();
afterAll(() => t.close());

const suspend = (id: string) => t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
const login = (emailId: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress: uniqueIp() });

describe('a suspended account', () => {
  it('is told so only after the right password; a wrong one gets the usual answer', async () => {
    const ben = await signUp(t.app);
    await suspend(ben.user._id);
    const right = await login(ben.user.emailId, ben.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' });
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await login(ben.user.emailId, 'Wr0ng#Password!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid Credentials', message: 'Invalid Credentials' });
  });

  it('cannot use an existing session (401, check-auth false)', async () => {
    const ben = await signUp(t.app);
    await suspend(ben.user._id);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/connections', headers: { cookie: ben.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie: ben.cookie } })).json()).toEqual({ status: false });
  });

  it('cannot sign in with Google, whether already linked or joined by e-mail', async () => {
    const ben = await signUp(t.app);
    await suspend(ben.user._id);
    const identity: GoogleIdentity = { uid: `uid-${ben.user._id}`, email: ben.user.emailId, name: 'Ben', authTime: Math.floor(Date.now() / 1000) };
    const verifier = { verify: async () => identity };
    const refusal = { status: 403, code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' };
    await expect(googleLogin(t.db, verifier, { idToken: 'token' })).rejects.toMatchObject(refusal);
    await t.db.update(users).set({ firebaseUid: identity.uid }).where(eq(users.id, ben.user._id));
    await expect(googleLogin(t.db, verifier, { idToken: 'token' })).rejects.toMatchObject(refusal);
  });
});
