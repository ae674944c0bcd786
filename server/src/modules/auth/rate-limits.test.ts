import { createTestApp } from '../../../test/harness';
import { newUserInput } from '../../../test/users';

const t = await createTestApp();
afterAll(() => t.close());

/** Sends `count` requests from one address and returns the status codes. */
async function burst(count: number, method: 'POST' | 'PATCH', url: string, payload: () => object, remoteAddress: string, app = t.app) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await app.inject({ method, url: `/api${url}`, payload: payload(), remoteAddress })).statusCode);
  return codes;
}

const wrongLogin = () => ({ emailId: 'someone@example.com', password: 'Wrong#Pass1' });

describe('rate limits per address', () => {
  it.each([
    ['sign-up', 'POST', '/signup', () => newUserInput(), 5, 201, '192.0.2.1', /in (\d+ seconds|1 minute)\.$/],
    ['login', 'POST', '/login', wrongLogin, 10, 401, '192.0.2.2', /in (\d+ seconds|1 minute)\.$/],
    ['Google login', 'POST', '/google/login', () => ({ idToken: 'x' }), 10, 503, '192.0.2.3', /in (\d+ seconds|1 minute)\.$/],
    ['forgot password', 'POST', '/forgotPassword', () => ({ emailId: 'nobody@example.com' }), 5, 404, '192.0.2.4', /in 1[45] minutes\.$/],
    ['reset password', 'PATCH', '/resetPassword/tok/00000000-0000-4000-8000-000000000000', () => ({ password: 'Fresh#Pass1' }), 10, 400, '192.0.2.5', /in 1[45] minutes\.$/],
  ] as const)('%s (%s %s): over the limit, 429 saying how long to wait', async (_name, method, url, payload, max, normal, ip, wait) => {
    const codes = await burst(max + 1, method, url, payload, ip);
    expect(codes.slice(0, max)).toEqual(Array(max).fill(normal));
    const res = await t.app.inject({ method, url: `/api${url}`, payload: payload(), remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts, please try again in /) });
    expect(res.json().message).toMatch(wait);
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
