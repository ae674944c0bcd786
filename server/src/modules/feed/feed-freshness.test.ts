import { createTestApp } from '../../testing/harness';
import { authHeaders, signUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, type Page } from '../../testing/feed';

// Every page is computed afresh from the matching engine: changes show on the very next page.
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

  it('shows a newcomer at once', async () => {
    const me = await signUp(t.app);
    await wholeFeed(t, me);
    const newcomer = await signUp(t.app);
    expect(ids(await wholeFeed(t, me))).toContain(newcomer.user._id);
  });

  it('ranks by the skills and roles just saved, the viewer\'s and the candidate\'s', async () => {
    const [me, rustacean] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const edit = (who: typeof me, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: who!.cookie }, payload });
    expect((await edit(rustacean, { skills: ['RUST', 'GOLANG'] })).statusCode).toBe(200);
    const cardOf = async () => ((await getFeed(t, me!, 'limit=50')).json() as Page).feedData.find((u) => u._id === rustacean!.user._id);

    expect((await cardOf())?.reasons).not.toContain('1 shared skill');
    expect((await edit(me, { skills: ['RUST'] })).statusCode).toBe(200);
    expect((await cardOf())?.reasons).toContain('1 shared skill');
    expect((await edit(rustacean, { roles: ['design'] })).statusCode).toBe(200);
    expect((await cardOf())?.reasons[0]).toBe('Designer — a role you lack');
  });

  it('shows a card as its person just edited it, though other viewers had it on screen', async () => {
    const [viewer, other, edited] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const cardFor = async (who: typeof viewer) => ((await getFeed(t, who, 'limit=50')).json() as Page).feedData.find((u) => u._id === edited.user._id);
    expect((await cardFor(other))?.fullName).toBe(edited.user.fullName);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: edited.cookie }, payload: { fullName: 'Renamed Person', bio: 'Now building robots' } });
    expect(res.statusCode).toBe(200);
    expect(await cardFor(viewer)).toMatchObject({ fullName: 'Renamed Person', bio: 'Now building robots' });
  });
});

describe('GET /api/feed after the engine rebuilds its index', () => {
  it('shows each card under its own person, though the rebuilt index numbers people differently', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    const [viewer, leaving] = [people[0]!, people[1]!];
    const page = async () => ((await getFeed(t, viewer, 'limit=50')).json() as Page).feedData.map((u) => u._id);
    const before = await page();
    // Someone leaves: the rebuilt index has no place for them, so many others get new places.
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: authHeaders(leaving.cookie), payload: { password: leaving.password } });
    expect(gone.statusCode, gone.body).toBe(204);
    await t.app.matching.reload();
    const after = await page();
    expect(after).toEqual(before.filter((id) => id !== leaving.user._id));
  });
});
