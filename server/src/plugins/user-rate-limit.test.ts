import { createTestApp } from '../testing/harness';
import { authHeaders, signUp } from '../testing/users';

const PER_MINUTE = 30;
const t = await createTestApp({ env: { USER_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
afterAll(() => t.close());

const connections = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/connections', headers: authHeaders(cookie) });

describe('requests per signed-in user', () => {
  it('refuses a user past their budget with 429 and says when to come back, on every signed-in route', async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < PER_MINUTE; i++) expect((await connections(cookie)).statusCode).toBe(200);
    const refused = await connections(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringMatching(/try again in \d+ seconds/) });
    // The same wait for programs, in Retry-After.
    const seconds = Number(/in (\d+) seconds/.exec(refused.json().message)![1]);
    expect(Number(refused.headers['retry-after'])).toBe(seconds);
    // The budget is the user's, not the route's.
    expect((await t.app.inject({ method: 'GET', url: '/api/feed', headers: authHeaders(cookie) })).statusCode).toBe(429);
  });

  it('does not slow anyone else down while one user bursts far past it', async () => {
    const [greedy, other, yardstick] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    // What a full budget of real answers costs on this machine right now (a busy one is slower).
    const measured = performance.now();
    await Promise.all(Array.from({ length: PER_MINUTE }, () => connections(yardstick.cookie)));
    const budgetMs = performance.now() - measured;
    const burst = Array.from({ length: 400 }, () => connections(greedy.cookie));
    const timings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const res = await connections(other.cookie);
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(400 - PER_MINUTE);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Refusals are cheap: the other user's requests stay quick in the middle of the burst. Were
    // each refusal as dear as an answer, the burst would cost 400 / 30 budgets before them.
    expect(Math.max(...timings)).toBeLessThan(3 * budgetMs + 200);
  });
});
