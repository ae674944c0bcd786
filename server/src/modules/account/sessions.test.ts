import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { connectSocket, until } from '../../testing/sockets';
import { authHeaders, sessionCookie, signUp, uniqueIp, type SignedUp } from '../../testing/users';
import { SESSION_TOUCH_EVERY_MS } from '../auth';

// No session cache: a revoked cookie must be refused on the very next request anyway (the cache is
// dropped by the revocation), and last-use refreshes are observable at once.
const t = await createTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
afterAll(() => t.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function signInWith(who: SignedUp, userAgent: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { emailId: who.user.emailId, password: who.password }, headers: { 'user-agent': userAgent }, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: authHeaders(cookie) });
const listOf = async (cookie: string) => {
  const res = await get('/api/account/sessions', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { _id: string; browser: string; createdAt: string; lastUsedAt: string; current: boolean }[] }>().data;
};
const signOut = (sessionId: string, cookie: string) => t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${sessionId}`, headers: authHeaders(cookie) });
const stillIn = async (cookie: string) => (await get('/api/profile/view', cookie)).statusCode;

describe('GET /api/account/sessions', () => {
  it('lists my live sessions with a browser label, this one marked current and first', async () => {
    const me = await signUp(t.app);
    const firefox = await signInWith(me, FIREFOX_WINDOWS);
    const android = await signInWith(me, CHROME_ANDROID);
    const list = await listOf(android);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ browser: 'Chrome on Android', current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.browser)).toEqual(expect.arrayContaining(['Firefox on Windows', 'Unknown browser']));
    for (const s of list) expect(Object.keys(s).sort()).toEqual(['_id', 'browser', 'createdAt', 'current', 'lastUsedAt']);
    // Seen from the Firefox session, that one is current.
    expect((await listOf(firefox)).find((s) => s.current)?.browser).toBe('Firefox on Windows');
  });

  it('leaves out revoked and expired sessions, and never shows anyone else’s', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const extra = await signInWith(me, FIREFOX_WINDOWS);
    const [old] = await t.db.select().from(sessions).where(eq(sessions.userId, me.user._id));
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, old!.id));
    const list = await listOf(extra);
    expect(list.map((s) => s._id)).not.toContain(old!.id);
    const others = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.user._id))).map((r) => r.id);
    expect(list.map((s) => s._id)).not.toEqual(expect.arrayContaining(others));
    expect(list).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });
});

describe('last use', () => {
  it('is refreshed by the session check at most every few minutes', async () => {
    const me = await signUp(t.app);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, me.user._id));
    const lastUsed = async () => (await t.db.select().from(sessions).where(eq(sessions.id, row!.id)))[0]!.lastUsedAt.getTime();

    const recent = new Date(Date.now() - SESSION_TOUCH_EVERY_MS / 2);
    await t.db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.id, row!.id));
    expect(await stillIn(me.cookie)).toBe(200);
    expect(await lastUsed()).toBe(recent.getTime());

    const stale = new Date(Date.now() - SESSION_TOUCH_EVERY_MS - 60_000);
    await t.db.update(sessions).set({ lastUsedAt: stale }).where(eq(sessions.id, row!.id));
    const before = Date.now();
    expect(await stillIn(me.cookie)).toBe(200);
    await until(async () => (await lastUsed()) >= before - 1000, 'last use refreshed');
  });
});

describe('DELETE /api/account/sessions/:sessionId', () => {
  it('signs another of my sessions out: its cookie gets 401, mine still works', async () => {
    const me = await signUp(t.app);
    const phone = await signInWith(me, CHROME_ANDROID);
    const phoneId = (await listOf(phone)).find((s) => s.current)!._id;
    const res = await signOut(phoneId, me.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(await stillIn(phone)).toBe(401);
    expect(await stillIn(me.cookie)).toBe(200);
    expect((await listOf(me.cookie)).map((s) => s._id)).not.toContain(phoneId);
    // Already over: nothing left to sign out.
    expect((await signOut(phoneId, me.cookie)).statusCode).toBe(404);
  });

  it('signing out the current session also clears the cookie', async () => {
    const me = await signUp(t.app);
    const currentId = (await listOf(me.cookie)).find((s) => s.current)!._id;
    const res = await signOut(currentId, me.cookie);
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
    expect(await stillIn(me.cookie)).toBe(401);
  });

  it('answers 404 for someone else’s session and leaves it alone, and for unknown or malformed ids', async () => {
    const me = await signUp(t.app);
    const victim = await signUp(t.app);
    const victimId = (await listOf(victim.cookie))[0]!._id;
    const res = await signOut(victimId, me.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'SESSION_NOT_FOUND', message: 'Session not found' });
    expect(await stillIn(victim.cookie)).toBe(200);
    expect((await signOut('00000000-0000-4000-8000-000000000000', me.cookie)).statusCode).toBe(404);
    expect((await signOut('not-an-id', me.cookie)).statusCode).toBe(404);
  });

  it('closes the live socket of the session it signs out', async () => {
    const me = await signUp(t.app);
    const laptop = await signInWith(me, FIREFOX_WINDOWS);
    const laptopId = (await listOf(laptop)).find((s) => s.current)!._id;
    const socket = await connectSocket(await t.listen(), laptop, { reconnection: false });
    try {
      expect(socket.connected).toBe(true);
      expect((await signOut(laptopId, me.cookie)).statusCode).toBe(204);
      await until(() => !socket.connected, 'socket of the signed-out session closed');
    } finally {
      socket.disconnect();
    }
  });
});

describe('POST /api/account/sessions/sign-out-others', () => {
  it('ends every other session of mine and keeps this one', async () => {
    const me = await signUp(t.app);
    const others = [await signInWith(me, FIREFOX_WINDOWS), await signInWith(me, CHROME_ANDROID)];
    const bystander = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sessions/sign-out-others', headers: authHeaders(me.cookie) });
    expect(res.statusCode).toBe(204);
    for (const cookie of others) expect(await stillIn(cookie)).toBe(401);
    expect(await stillIn(me.cookie)).toBe(200);
    expect(await stillIn(bystander.cookie)).toBe(200);
    expect(await listOf(me.cookie)).toEqual([expect.objectContaining({ current: true })]);
  });
});
