import { createTestApp } from '../../testing/harness';
import { signUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, type Page } from '../../testing/feed';

// Feed pages are reused for a few seconds; these are the changes that must show at once anyway.
const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/feed right after a change', () => {
  it('hides the two people of a new request from each other, though both feeds were just loaded', async () => {
    const [me, them] = await Promise.all([signUp(t.app), signUp(t.app)]);
    expect(ids(await wholeFeed(t, me!))).toContain(them!.user._id);
    expect(ids(await wholeFeed(t, them!))).toContain(me!.user._id);

    const sent = await t.app.inject({ method: 'POST', url: `/api/reqs/send/ignore/${them!.user._id}`, headers: { cookie: me!.cookie } });
    expect(sent.statusCode).toBe(201);
    expect(ids(await wholeFeed(t, me!))).not.toContain(them!.user._id);
    expect(ids(await wholeFeed(t, them!))).not.toContain(me!.user._id);
  });

  it('ranks by the skills the viewer just saved', async () => {
    const [me, rustacean] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const edit = (who: typeof me, skills: string[]) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: who!.cookie }, payload: { skills } });
    expect((await edit(rustacean, ['RUST', 'GOLANG'])).statusCode).toBe(200);
    const cardOf = async () => ((await getFeed(t, me!, 'limit=50')).json() as Page).feedData.find((u) => u._id === rustacean!.user._id);

    expect((await cardOf())?.reason).not.toMatch(/shared skill/);
    expect((await edit(me, ['RUST'])).statusCode).toBe(200);
    expect((await cardOf())?.reason).toBe('1 shared skill');
  });
});
