import { connectionRequests } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, setProfile, type Page } from '../../testing/feed';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/feed: who is in it', () => {

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
  });

  it('leaves out yourself and everyone you share a request with, but for a pending Interested to you', async () => {
    const [me, sentTo, ignored, receivedFrom, accepted, rejected, stranger] = await Promise.all(Array.from({ length: 7 }, () => signUp(t.app)));
    const mine = me!.user._id;
    await t.db.insert(connectionRequests).values([
      { senderId: mine, receiverId: sentTo!.user._id, status: 'interested' },
      { senderId: mine, receiverId: ignored!.user._id, status: 'ignore' },
      { senderId: receivedFrom!.user._id, receiverId: mine, status: 'interested' },
      { senderId: accepted!.user._id, receiverId: mine, status: 'accepted' },
      { senderId: mine, receiverId: rejected!.user._id, status: 'rejected' },
    ]);
    const seen = ids(await wholeFeed(t, me!));
    expect(seen).toContain(stranger!.user._id);
    for (const hidden of [me, sentTo, ignored, accepted, rejected]) expect(seen).not.toContain(hidden!.user._id);
    // Someone whose Interested awaits my answer is shown to me (ranked higher, never marked)…
    expect(seen).toContain(receivedFrom!.user._id);
    // …but I am not shown to them: they already swiped.
    expect(ids(await wholeFeed(t, receivedFrom!))).not.toContain(mine);
    expect(ids(await wholeFeed(t, stranger!))).toContain(mine);
  });

  it('brings someone back once a pending request to them is withdrawn', async () => {
    const [me, them] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const sent = await t.app.inject({ method: 'POST', url: `/api/reqs/send/interested/${them!.user._id}`, headers: { cookie: me!.cookie } });
    expect(ids(await wholeFeed(t, me!))).not.toContain(them!.user._id);
    const id = sent.json().request._id as string;
    await t.app.inject({ method: 'PATCH', url: `/api/reqs/review/withdraw/${id}`, headers: { cookie: me!.cookie } });
    expect(ids(await wholeFeed(t, me!))).toContain(them!.user._id);
  });

  it("ranks someone who said Interested to the viewer higher, and nothing in the answer says so", async () => {
    const [me, fan, twin] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    // Two people alike in everything the score reads; only one liked me.
    const lastActiveAt = new Date();
    for (const who of [fan, twin]) await setProfile(t, who!.user._id, { skills: ['RUST'], roles: ['backend'], gradYear: 2027, bio: 'Same', lastActiveAt });
    await t.app.inject({ method: 'POST', url: `/api/reqs/send/interested/${me!.user._id}`, headers: { cookie: fan!.cookie } });
    const cards = (await wholeFeed(t, me!)).flatMap((p) => p.feedData);
    const fanCard = cards.find((u) => u._id === fan!.user._id)!;
    const twinCard = cards.find((u) => u._id === twin!.user._id)!;
    expect(cards.indexOf(fanCard)).toBeLessThan(cards.indexOf(twinCard));
    // The two cards differ only in who they are.
    const { _id: _a, fullName: _b, userName: _c, ...fanRest } = fanCard;
    const { _id: _d, fullName: _e, userName: _f, ...twinRest } = twinCard;
    expect(fanRest).toEqual(twinRest);
    expect(JSON.stringify(cards)).not.toMatch(/lik|interest|recipro/i);
  });

  it('shows public fields, the experience count and reasons, never e-mail or password', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await setProfile(t, other!.user._id, { skills: ['RUST'], gradYear: 2027, bio: 'Systems', hackathonCount: 2 });
    const res = await getFeed(t, me!, 'limit=50');
    const card = (res.json() as Page).feedData.find((u) => u._id === other!.user._id)!;
    expect(Object.keys(card).sort()).toEqual(
      ['_id', 'activeAt', 'bio', 'fullName', 'gradYear', 'hackathonCount', 'profileUrl', 'reasons', 'replyMinutes', 'roles', 'skills', 'socialIds', 'teamUpAgainCount', 'userName'].sort(),
    );
    expect(card).toMatchObject({ skills: ['RUST'], gradYear: 2027, bio: 'Systems', hackathonCount: 2 });
    expect(res.body).not.toMatch(/emailId|password|@example\.com|argon2/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says on the card what the public profile says: text, lists, links, activity and trust signals', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await setProfile(t, other!.user._id, {
      skills: ['RUST', 'REACT.JS'],
      roles: ['design'],
      gradYear: 2026,
      bio: 'Ünïcode “quotes” and \\ backslashes',
      socialIds: { Github: 'github.com/someone', Linkedin: 'linkedin.com/in/someone' },
      lastActiveAt: new Date('2026-11-20T10:11:12.345Z'),
      replyMinutes: 42,
      teamUpAgainCount: 3,
    });
    const card = ((await getFeed(t, me!, 'limit=50')).json() as Page).feedData.find((u) => u._id === other!.user._id)!;
    const profile = (await t.app.inject({ method: 'GET', url: `/api/profile/user/${other!.user._id}`, headers: { cookie: me!.cookie } })).json() as Record<string, unknown>;
    for (const key of ['_id', 'fullName', 'userName', 'profileUrl', 'bio', 'gradYear', 'skills', 'roles', 'socialIds', 'activeAt', 'replyMinutes', 'teamUpAgainCount'] as const) {
      expect([key, card[key as keyof typeof card]]).toEqual([key, profile[key]]);
    }
    expect(card).toMatchObject({ roles: ['design'], activeAt: '2026-11-20T10:11:12.345Z', socialIds: { Github: 'github.com/someone' } });
  });
});
