import { generateKeyPair, SignJWT } from 'jose';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { uniqueIp } from '../../testing/users';

// Real verification (signatures from Google's keys) cannot run offline; these cover every
// way a token is refused before that. google-emulator.test.ts covers accepted tokens.
const PROJECT = 'demo-hackmate';
const t = await createTestApp({ env: { FIREBASE_PROJECT_ID: PROJECT } });
afterAll(() => t.close());

const googleLogin = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/google/login', payload, remoteAddress: uniqueIp() });
const spec = { _id: 'uid-1', fullName: 'Grace Hopper', emailId: 'grace@navy.mil', userName: 'gracehopper7' };

async function forgedToken() {
  const { privateKey } = await generateKeyPair('RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: spec.emailId, email_verified: true, name: spec.fullName, auth_time: now })
    .setProtectedHeader({ alg: 'RS256', kid: 'made-up-key' })
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setAudience(PROJECT)
    .setSubject(spec._id)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
}

function unsignedToken() {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: spec._id, email: spec.emailId, email_verified: true, aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, iat: now, exp: now + 3600, auth_time: now })}.`;
}

describe('POST /google/login refuses what it cannot verify', () => {
  it.each([
    ['no token at all', async () => spec],
    ['an empty token', async () => ({ ...spec, idToken: '' })],
    ['a random string', async () => ({ ...spec, idToken: 'not-a-token' })],
    ['an unsigned (emulator-style) token on a real project', async () => ({ ...spec, idToken: unsignedToken() })],
    ['a token signed with someone else’s key', async () => ({ ...spec, idToken: await forgedToken() })],
  ])('%s → 401, no account, no cookie', async (_case, body) => {
    const res = await googleLogin(await body());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'INVALID_GOOGLE_TOKEN', message: 'Google sign-in could not be verified. Please try again.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(users)).toEqual([]);
  });
});

describe('without FIREBASE_PROJECT_ID', () => {
  it('says Google sign-in is not configured', async () => {
    const off = await createTestApp();
    try {
      const res = await googleLogin({ ...spec, idToken: 'anything' }, off.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'GOOGLE_DISABLED', message: 'Google sign-in is not configured on this server' });
    } finally {
      await off.close();
    }
  });
});
