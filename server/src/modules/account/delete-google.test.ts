import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { GoogleIdentity, GoogleVerifier } from '../../plugins/firebase';
import { createTestApp } from '../../testing/harness';
import { authHeaders, signUp } from '../../testing/users';

// Real Google tokens are covered by the auth module's emulator test; here the verifier answers
// what a token would prove, so each rule about the confirmation can be tried on its own.
const t = await createTestApp();
afterAll(() => t.close());
const proofs = new Map<string, GoogleIdentity>();
const verifier: GoogleVerifier = { verify: async (idToken) => proofs.get(idToken) ?? null };

const remove = (cookie: string, payload: object) => t.app.inject({ method: 'DELETE', url: '/api/account', headers: authHeaders(cookie), payload });
const now = () => Math.floor(Date.now() / 1000);

/** An account created with Google: no password, linked to a Google uid. */
async function googleAccount() {
  const me = await signUp(t.app);
  const uid = `google-${me.user._id}`;
  await t.db.update(users).set({ passwordHash: null, firebaseUid: uid }).where(eq(users.id, me.user._id));
  const token = (claims: Partial<GoogleIdentity> = {}) => {
    const idToken = `token-${proofs.size}`;
    proofs.set(idToken, { uid, email: me.user.emailId, name: null, authTime: now(), ...claims });
    return idToken;
  };
  const deleted = async () => (await t.db.select({ at: users.deletedAt }).from(users).where(eq(users.id, me.user._id)))[0]!.at !== null;
  return { me, token, deleted };
}

describe('DELETE /api/account for an account created with Google', () => {
  beforeAll(() => {
    Object.assign(t.app, { googleVerifier: verifier });
  });

  it('asks for a fresh Google sign-in instead of a password', async () => {
    const { me, deleted } = await googleAccount();
    const res = await remove(me.cookie, { password: 'Some#Passw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('GOOGLE_CONFIRMATION_REQUIRED');
    expect(await deleted()).toBe(false);
  });

  it.each([
    ['a token that does not verify', () => 'forged'],
    ['another Google account’s token', (token: (c?: Partial<GoogleIdentity>) => string) => token({ uid: 'someone-else' })],
  ])('refuses %s with 403 and deletes nothing', async (_case, idToken) => {
    const { me, token, deleted } = await googleAccount();
    const res = await remove(me.cookie, { idToken: idToken(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GOOGLE_CONFIRMATION_FAILED');
    expect(await deleted()).toBe(false);
  });

  it('refuses a Google sign-in older than 5 minutes', async () => {
    const { me, token, deleted } = await googleAccount();
    const res = await remove(me.cookie, { idToken: token({ authTime: now() - 6 * 60 }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GOOGLE_SIGN_IN_TOO_OLD');
    expect(await deleted()).toBe(false);
  });

  it('deletes with a fresh sign-in of the same Google account, freeing it for a new account', async () => {
    const { me, token, deleted } = await googleAccount();
    const res = await remove(me.cookie, { idToken: token() });
    expect(res.statusCode).toBe(204);
    expect(await deleted()).toBe(true);
    const [row] = await t.db.select({ uid: users.firebaseUid }).from(users).where(eq(users.id, me.user._id));
    expect(row!.uid).toBeNull();
  });

  it('answers 503 when Google sign-in is not configured on the server', async () => {
    const { me, token, deleted } = await googleAccount();
    Object.assign(t.app, { googleVerifier: null });
    try {
      expect((await remove(me.cookie, { idToken: token() })).statusCode).toBe(503);
    } finally {
      Object.assign(t.app, { googleVerifier: verifier });
    }
    expect(await deleted()).toBe(false);
  });
});
