import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, setProfile, insertPeople, type Page } from '../../testing/feed';
import { FEED_TIER_SIZE } from './service';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/feed: ranking and pagination', () => {
  let me: SignedUp;
  let population: string[];

  beforeAll(async () => {
    me = await signUp(t.app);
    await setProfile(t.db, me.user._id, { skills: ['REACT.JS', 'TYPESCRIPT', 'NODE.JS', 'POSTGRES'], gradYear: 2026 });
    // More than two tiers of filler, so pages cross tier boundaries.
    const filler = Array.from({ length: FEED_TIER_SIZE * 2 + 37 }, (_, i) => ({
      skills: [['RUST'], ['JAVA', 'PHP'], ['FLUTTER'], []][i % 4]!,
      gradYear: 2018 + (i % 5),
      bio: i % 3 ? 'Hello' : '',
    }));
    population = await insertPeople(t.db, filler);
  });

  it('returns disjoint pages covering everyone once, ending with a null cursor', async () => {
    const pages = await wholeFeed(t, me, '', 20);
    const seen = ids(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...population].sort());
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.feedData.length === 20 && p.nextCursor)).toBe(true);
  });

  it('defaults to 20 a page and answers the same order twice', async () => {
    const first = (await getFeed(t, me)).json() as Page;
    const again = (await getFeed(t, me)).json() as Page;
    expect(first.feedData).toHaveLength(20);
    expect(again.feedData.map((u) => u._id)).toEqual(first.feedData.map((u) => u._id));
  });

  it('puts more shared skills first and says why', async () => {
    const [three, one, complement, sameYear] = await insertPeople(t.db, [
      { skills: ['REACT.JS', 'typescript', 'POSTGRES', 'KERAS'], gradYear: 2019 },
      { skills: ['NODE.JS'], gradYear: 2019 },
      { skills: ['PYTORCH'], gradYear: 2019 },
      { skills: ['RUST'], gradYear: 2026, bio: 'Hi', profileUrl: '/api/uploads/x.webp', socialIds: { Github: 'x' } },
    ]);
    // Within reach of the first tier: fewer gaps than the filler.
    for (const id of [three, one, complement]) await setProfile(t.db, id!, { bio: 'Complete', profileUrl: '/p.webp', socialIds: { Github: 'g' }, hackathonCount: 1 });
    const top = ((await getFeed(t, me, 'limit=10')).json() as Page).feedData;
    const order = top.map((u) => u._id);
    expect(order.indexOf(three!)).toBe(0);
    expect(order.indexOf(one!)).toBeGreaterThan(0);
    expect(top[0]!.reason).toBe('3 shared skills');
    expect(top.find((u) => u._id === one)!.reason).toBe('1 shared skill');
    expect(top.find((u) => u._id === complement)!.reason).toBe('Complements your skills');
    expect(order.indexOf(one!)).toBeLessThan(order.indexOf(complement!));
    const all = ids(await wholeFeed(t, me));
    expect(all).toContain(sameYear);
  });

  it('refuses a forged cursor or one made for other filters', async () => {
    const page = (await getFeed(t, me, 'limit=5')).json() as Page;
    for (const cursor of ['garbage', Buffer.from('{"v":1}').toString('base64url'), page.nextCursor!.slice(0, -4)]) {
      const res = await getFeed(t, me, `cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
    }
    const other = await getFeed(t, me, `skills=RUST&cursor=${page.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('BAD_CURSOR');
  });
});
