import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, setProfile, insertPeople, type Page } from '../../testing/feed';

const t = await createTestApp();
afterAll(() => t.close());
const DAY = 86_400_000;

describe('GET /api/feed: ranking and pagination', () => {
  let me: SignedUp;
  let population: string[];

  beforeAll(async () => {
    me = await signUp(t.app);
    // A frontend developer: skills point to the frontend role only.
    await setProfile(t, me.user._id, { skills: ['REACT.JS', 'TYPESCRIPT'], gradYear: 2026 });
    population = await insertPeople(
      t,
      Array.from({ length: 97 }, (_, i) => ({ skills: [['REACT.JS'], ['JAVA', 'PHP'], ['FLUTTER'], []][i % 4]!, gradYear: 2018 + (i % 5), bio: i % 3 ? 'Hello' : '' })),
    );
  });

  it('returns disjoint pages covering everyone once, ending with a null cursor', async () => {
    const pages = await wholeFeed(t, me, '', 20);
    const seen = ids(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expect.arrayContaining([...population].sort()));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.feedData.length === 20 && p.nextCursor)).toBe(true);
  });

  it('defaults to 20 a page and answers the same order twice', async () => {
    const first = (await getFeed(t, me)).json() as Page;
    const again = (await getFeed(t, me)).json() as Page;
    expect(first.feedData).toHaveLength(20);
    expect(again.feedData.map((u) => u._id)).toEqual(first.feedData.map((u) => u._id));
  });

  it('puts the roles the viewer lacks before common ground, and says why', async () => {
    const [designer, twin, backend] = await insertPeople(t, [
      { roles: ['design', 'backend'], skills: ['CSS3'], gradYear: 2019 },
      { skills: ['REACT.JS', 'TYPESCRIPT'], gradYear: 2019 },
      { skills: ['NODE.JS', 'POSTGRES'], gradYear: 2019 },
    ]);
    const top = (await wholeFeed(t, me)).flatMap((p) => p.feedData);
    const at = (id: string) => top.findIndex((u) => u._id === id);
    expect(at(designer!)).toBeLessThan(at(backend!));
    expect(at(backend!)).toBeLessThan(at(twin!));
    expect(top[at(designer!)]!.reasons[0]).toBe('Backend developer — a role you lack');
    expect(top[at(backend!)]!.reasons[0]).toBe('Backend developer — a role you lack');
    expect(top[at(twin!)]!.reasons).toContain('2 shared skills');
  });

  it('sinks people away for more than 30 days below everyone active', async () => {
    const [away] = await insertPeople(t, [{ roles: ['design', 'ml'], skills: ['REACT.JS', 'TYPESCRIPT'], gradYear: 2026, bio: 'Hi', lastActiveAt: new Date(Date.now() - 40 * DAY) }]);
    const all = ids(await wholeFeed(t, me));
    // Two roles the viewer lacks, two shared skills, same year: still after everyone else.
    expect(all.at(-1)).toBe(away);
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

describe('GET /api/feed: the text of a page', () => {
  it('escapes every character past U+00FF, and reads back as written', async () => {
    const viewer = await signUp(t.app);
    await setProfile(t, viewer.user._id, { skills: ['REACT.JS'] });
    const [wide] = await insertPeople(t, [{ skills: ['JAVA'], bio: 'Backend — 张伟 builds 🚀 APIs' }]);
    const res = await getFeed(t, viewer, 'limit=50');
    expect(res.statusCode).toBe(200);
    // Held at one byte a character from end to end (see lib/one-byte-json.ts).
    expect(res.body).not.toMatch(/[\u0100-\uffff]/);
    const card = (res.json() as Page).feedData.find((u) => u._id === wide);
    expect(card?.bio).toBe('Backend — 张伟 builds 🚀 APIs');
    expect(card?.reasons[0]).toBe('Backend developer — a role you lack');
  });
});
