import { eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { authHeaders, signUp } from '../../testing/users';
import { setProfile, wholeFeed } from '../../testing/feed';

const t = await createTestApp();
afterAll(() => t.close());
const DAY = 86_400_000;

describe('activity', () => {
  it('a signed-in request brings someone long away back up, in the feed and in the database', async () => {
    const [viewer, sleeper, other] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await setProfile(t, sleeper.user._id, { lastActiveAt: new Date(Date.now() - 60 * DAY) });
    await setProfile(t, other.user._id, { lastActiveAt: new Date(Date.now() - 3 * DAY) });
    const order = async () => (await wholeFeed(t, viewer)).flatMap((p) => p.feedData);
    let cards = await order();
    expect(cards.at(-1)!._id).toBe(sleeper.user._id);

    expect((await t.app.inject({ method: 'GET', url: '/api/profile/view', headers: authHeaders(sleeper.cookie) })).statusCode).toBe(200);
    cards = await order();
    const card = cards.find((u) => u._id === sleeper.user._id)!;
    expect(card.reasons).toContain('Active today');
    expect(cards.indexOf(card)).toBeLessThan(cards.findIndex((u) => u._id === other.user._id));
    await vi.waitFor(async () => {
      const [row] = await t.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, sleeper.user._id));
      expect(Date.now() - row!.at.getTime()).toBeLessThan(60_000);
    }, { timeout: 5_000, interval: 200 });
  });

  it('people arriving together are written together: one statement for all of them, not one each', async () => {
    const people = await Promise.all(Array.from({ length: 60 }, () => signUp(t.app)));
    const ids = people.map((p) => p.user._id);
    await t.db.update(users).set({ lastActiveAt: new Date(Date.now() - 10 * DAY) }).where(inArray(users.id, ids));
    await t.app.matching.reload();
    const updates = vi.spyOn(t.app.db, 'update');
    try {
      const answers = await Promise.all(people.map((p) => t.app.inject({ method: 'GET', url: '/api/profile/view', headers: authHeaders(p.cookie) })));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      await vi.waitFor(
        async () => {
          const rows = await t.db.select({ at: users.lastActiveAt }).from(users).where(inArray(users.id, ids));
          expect(rows.filter((r) => Date.now() - r.at.getTime() < 60_000)).toHaveLength(ids.length);
        },
        { timeout: 10_000, interval: 200 },
      );
      // Updates of the users table (activity; other writes to users, none here, would count too);
      // each flush also marks who came back after a notification, in another table.
      expect(updates.mock.calls.filter(([table]) => table === users).length).toBeLessThanOrEqual(2);
    } finally {
      updates.mockRestore();
    }
  });
});
