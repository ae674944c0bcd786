import type { FeedPage, PublicProfile } from '@hackmate/shared/types';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());

const as = (who: SignedUp) => ({ cookie: who.cookie });
const profile = async (viewer: SignedUp, who: SignedUp) =>
  (await t.app.inject({ method: 'GET', url: `/api/profile/user/${who.user._id}`, headers: as(viewer) })).json<PublicProfile>();
const card = async (viewer: SignedUp, who: SignedUp) =>
  (await t.app.inject({ method: 'GET', url: '/api/feed?limit=50', headers: as(viewer) })).json<FeedPage>().feedData.find((c) => c._id === who.user._id);
const showPresence = (who: SignedUp, value: boolean) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings/privacy', headers: as(who), payload: { showPresence: value } });

describe('trust signals on profiles and feed cards', () => {
  it('show when someone was last active, their reply time and how many teammates would team up again', async () => {
    const [viewer, ada] = [await signUp(t.app), await signUp(t.app)];
    const lastActiveAt = new Date('2030-01-02T03:04:05.000Z');
    await t.db.update(users).set({ lastActiveAt, replyMinutes: 95, replySamples: 5, teamUpAgainCount: 3 }).where(eq(users.id, ada.user._id));
    const expected = { activeAt: lastActiveAt.toISOString(), replyMinutes: 95, teamUpAgainCount: 3 };
    expect(await profile(viewer, ada)).toMatchObject(expected);
    expect(await card(viewer, ada)).toMatchObject(expected);
    // Nothing of the sample count or the privacy switch itself.
    expect(JSON.stringify(await profile(viewer, ada))).not.toMatch(/replySamples|showPresence/);
  });

  it('start empty for a newcomer', async () => {
    const [viewer, newcomer] = [await signUp(t.app), await signUp(t.app)];
    expect(await profile(viewer, newcomer)).toMatchObject({ activeAt: expect.any(String), replyMinutes: null, teamUpAgainCount: 0 });
  });

  it('leave out the last activity while they hide their presence, on the profile and on a card already read', async () => {
    const [viewer, shy] = [await signUp(t.app), await signUp(t.app)];
    expect(await card(viewer, shy)).toMatchObject({ activeAt: expect.any(String), reasons: expect.arrayContaining(['Active today']) });
    expect((await showPresence(shy, false)).statusCode).toBe(200);
    expect((await profile(viewer, shy)).activeAt).toBeNull();
    expect((await card(viewer, shy))?.activeAt).toBeNull();
    // Nor does the card give it away as a reason to meet them.
    expect((await card(viewer, shy))?.reasons).not.toContain('Active today');
    // The rest stays.
    expect(await profile(viewer, shy)).toMatchObject({ replyMinutes: null, teamUpAgainCount: 0 });
    expect((await showPresence(shy, true)).statusCode).toBe(200);
    expect((await profile(viewer, shy)).activeAt).toEqual(expect.any(String));
    expect((await card(viewer, shy))?.activeAt).toEqual(expect.any(String));
  });
});
