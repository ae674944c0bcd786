import { createTestApp } from '../../testing/harness';
import { newUserInput } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());

/** Sends `count` requests from one address and returns the status codes. */
async function burst(count: number, method: 'GET' | 'POST' | 'PATCH', url: string, payload: () => object | undefined, remoteAddress: string, app = t.app) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await app.inject({ method, url: `/api${url}`, payload: payload(), remoteAddress })).statusCode);
  return codes;
}

// A different address each time: this is about one machine guessing, not one account (see below).
let guesses = 0;
const wrongLogin = (): { emailId: string; password: string } => ({ emailId: `someone.${guesses++}@example.com`, password: 'Wrong#Pass1' });

describe('rate limits per address', () => {
  it.each([
    ['sign-up', 'POST', '/signup', () => newUserInput(), 5, 201, '192.0.2.1', /in (\d+ seconds|1 minute)\.$/],
    ['login', 'POST', '/login', wrongLogin, 10, 401, '192.0.2.2', /in (\d+ seconds|1 minute)\.$/],
    ['Google login', 'POST', '/google/login', () => ({ idToken: 'x' }), 10, 503, '192.0.2.3', /in (\d+ seconds|1 minute)\.$/],
    ['forgot password', 'POST', '/forgotPassword', () => ({ emailId: 'nobody@example.com' }), 5, 404, '192.0.2.4', /in 1[45] minutes\.$/],
    ['reset password', 'PATCH', '/resetPassword/tok/00000000-0000-4000-8000-000000000000', () => ({ password: 'Fresh#Pass1' }), 10, 400, '192.0.2.5', /in 1[45] minutes\.$/],
    ['reset link check', 'GET', '/resetPassword/tok/00000000-0000-4000-8000-000000000000', (): undefined => undefined, 10, 200, '192.0.2.6', /in 1[45] minutes\.$/],
  ] as const)('%s (%s %s): over the limit, 429 saying how long to wait', async (_name, method, url, payload, max, normal, ip, wait) => {
    const codes = await burst(max + 1, method, url, payload, ip);
    expect(codes.slice(0, max)).toEqual(Array(max).fill(normal));
    const res = await t.app.inject({ method, url: `/api${url}`, payload: payload(), remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts, please try again in /) });
    expect(res.json().message).toMatch(wait);
    // Programs read the wait from Retry-After (seconds), people from the message.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ method, url: `/api${url}`, payload: payload(), remoteAddress: '198.51.100.7' })).statusCode).toBe(normal);
  });

  it('scales every limit with RATE_LIMIT_SCALE (e2e runs)', async () => {
    const scaled = await createTestApp({ env: { RATE_LIMIT_SCALE: '3' } });
    try {
      const codes = await burst(31, 'POST', '/login', wrongLogin, '203.0.113.9', scaled.app);
      expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
      expect(codes[30]).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});

describe('failed sign-ins per account', () => {
  it('after 10 wrong passwords from anywhere, the account waits 15 minutes, even for the right one', async () => {
    const app = await createTestApp();
    try {
      const account = newUserInput();
      expect((await app.app.inject({ method: 'POST', url: '/api/signup', payload: account, remoteAddress: '203.0.113.50' })).statusCode).toBe(201);
      const login = (password: string, remoteAddress: string, emailId = account.emailId) =>
        app.app.inject({ method: 'POST', url: '/api/login', payload: { emailId, password }, remoteAddress });
      // Ten machines, one guess each: no per-address limit is reached.
      for (let i = 0; i < 10; i++) expect((await login('Wrong#Pass1', `198.18.0.${i + 1}`)).statusCode).toBe(401);

      const refused = await login(account.password, '198.18.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: 'Too many failed sign-ins for this account, please try again in 15 minutes.' });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // The same answer with different letter case, and nothing for an account that was not attacked.
      expect((await login(account.password, '198.18.1.2', account.emailId.toUpperCase())).statusCode).toBe(429);
      const other = newUserInput();
      await app.app.inject({ method: 'POST', url: '/api/signup', payload: other, remoteAddress: '203.0.113.51' });
      expect((await login(other.password, '198.18.1.3', other.emailId)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts only failures, so people who sign in often are never locked out', async () => {
    const app = await createTestApp();
    try {
      const account = newUserInput();
      await app.app.inject({ method: 'POST', url: '/api/signup', payload: account, remoteAddress: '203.0.113.60' });
      for (let i = 0; i < 15; i++) {
        const res = await app.app.inject({ method: 'POST', url: '/api/login', payload: { emailId: account.emailId, password: account.password }, remoteAddress: `198.18.2.${i + 1}` });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
