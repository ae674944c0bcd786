import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { ids, wholeFeed, type Page } from '../../testing/feed';

// Two server processes (two apps here) on one PostgreSQL and one Redis: a change made through one
// must show in feeds served by the other within a second.
const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `hackmate-test-${randomBytes(4).toString('hex')}` };
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await createTestApp({ env });
  two = await createTestApp({ env, databaseUrl: () => one.config.databaseUrl! });
  await Promise.all([one.app.ready(), two.app.ready()]);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** Polls until `check` holds, failing if that takes longer than a second. */
async function withinASecond(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1_000) throw new Error('not reflected within 1 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

describe('freshness across two processes', () => {
  let viewer: SignedUp;

  beforeAll(async () => {
    viewer = await signUp(one.app);
    await wholeFeed(one, viewer);
  });

  it('a sign-up on one shows in feeds served by the other', async () => {
    const newcomer = await signUp(two.app);
    await withinASecond(async () => ids(await wholeFeed(one, viewer)).includes(newcomer.user._id));
  });

  it('a profile edit on one re-ranks feeds served by the other', async () => {
    const editor = await signUp(two.app);
    const cardOf = async () => (await wholeFeed(one, viewer)).flatMap((p: Page) => p.feedData).find((u) => u._id === editor.user._id);
    await withinASecond(async () => (await cardOf()) !== undefined);
    const res = await two.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: editor.cookie }, payload: { roles: ['hardware'] } });
    expect(res.statusCode).toBe(200);
    await withinASecond(async () => (await cardOf())?.reasons[0] === 'Hardware hacker — a role you lack');
  });

  it('a swipe made through one hides the pair in feeds served by the other', async () => {
    const other = await signUp(one.app);
    await withinASecond(async () => ids(await wholeFeed(one, viewer)).includes(other.user._id));
    const swipe = await two.app.inject({ method: 'POST', url: `/api/reqs/send/ignore/${other.user._id}`, headers: { cookie: viewer.cookie } });
    expect(swipe.statusCode).toBe(201);
    await withinASecond(async () => !ids(await wholeFeed(one, viewer)).includes(other.user._id));
  });
});
