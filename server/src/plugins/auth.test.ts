import type { FastifyPluginAsync } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { createTestApp } from '../testing/harness';
import { authHeaders, signIn, signUp } from '../testing/users';
import { type SessionsRevokedEvent, onSessionsRevoked, readSessionCookie, sessionCacheTtl, sessionScope, verifySessionToken } from './auth';

// A protected route, as any module declares one: inside a session scope.
const routes: FastifyPluginAsync = sessionScope(async (app) => {
  app.get('/test/me', async (request) => ({ user: request.user }));
});

const t = await createTestApp({ deps: { extraRoutes: routes } });
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/test/me', headers: cookie ? authHeaders(cookie) : {} });
const tokenOf = (cookie: string) => cookie.slice('token='.length);

describe('app.authenticate', () => {
  it('lets a signed-in user through and says who they are', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user._id);
    expect(res.json().user.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // Everything behind a session is personal: no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('asks the database once when a burst of requests comes with a cookie it has not checked yet', async () => {
    const { cookie } = await signUp(t.app);
    const gate = t.app.sessionGate;
    const lookup = gate.lookup;
    let lookups = 0;
    gate.cache.clear();
    gate.lookup = (token) => {
      lookups += 1;
      return lookup(token);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => me(cookie)));
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      expect(lookups).toBe(1);
    } finally {
      gate.lookup = lookup;
    }
  });

  it('refuses a request without a session cookie', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  });

  it('refuses a token signed with another secret, even for a real session', async () => {
    const { user, cookie } = await signUp(t.app);
    const real = await verifySessionToken(t.app, tokenOf(cookie));
    const forged = await new SignJWT({ sid: real!.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('hackmate')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-chars'));
    expect((await me(`token=${forged}`)).statusCode).toBe(401);
    expect((await me('token=not-a-jwt')).statusCode).toBe(401);
  });

  it('refuses a session whose row has expired', async () => {
    const { cookie } = await signUp(t.app);
    const sessionId = decodeJwt(tokenOf(cookie)).sid as string;
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a logged-out cookie at once, though it was just accepted, while other sessions keep working', async () => {
    const { user, cookie, password } = await signUp(t.app);
    const other = await signIn(t.app, user.emailId, password);
    // Both answers are now remembered for a while; logout must still win at once.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(cookie) });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('helpers for Socket.IO handshakes', () => {
  it('reads the session token from a raw Cookie header', () => {
    expect(readSessionCookie('theme=dark; token=abc.def.ghi; other=1')).toBe('abc.def.ghi');
    expect(readSessionCookie('theme=dark')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
  });

  it('verifies a token to its user and session, and refuses it after logout', async () => {
    const { user, cookie } = await signUp(t.app);
    const session = await verifySessionToken(t.app, readSessionCookie(`a=b; ${cookie}`)!);
    expect(session?.userId).toBe(user._id);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(cookie) });
    expect(await verifySessionToken(t.app, tokenOf(cookie))).toBeNull();
  });

  it('announces a logout with the ended session so live sockets can be dropped', async () => {
    const { user, cookie } = await signUp(t.app);
    const session = await verifySessionToken(t.app, tokenOf(cookie));
    const events: SessionsRevokedEvent[] = [];
    const off = onSessionsRevoked(t.app, (e) => events.push(e));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(cookie) });
    off();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders((await signUp(t.app)).cookie) });
    expect(events).toEqual([{ userId: user._id, sessionIds: [session!.sessionId] }]);
  });
});

describe('how long a checked session is kept', () => {
  it('spreads the re-checks of people who signed in together over the second half of the TTL, never past it', () => {
    const kept = Array.from({ length: 200 }, (_, i) => sessionCacheTtl(3_600_000, 30_000, () => i / 200));
    expect(Math.max(...kept)).toBe(30_000);
    expect(Math.min(...kept)).toBeGreaterThanOrEqual(15_000);
    // Not one instant: a burst of sign-ins comes due as a trickle.
    expect(new Set(kept).size).toBeGreaterThan(100);
  });

  it('never keeps a session past its own end', () => {
    expect(sessionCacheTtl(4_000, 30_000, () => 0)).toBe(4_000);
  });
});
