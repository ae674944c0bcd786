import { feedPage as feedPageSchema, feedQuery } from '@hackmate/shared/contracts';
import { eq, or } from 'drizzle-orm';
import { connectionRequests, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { prng, seedUsers } from '../seed';
import { popcount, roleBits, skillBits, activityBand, score } from '../matching';
import { toFeedQuery } from './schemas';
import { CardCache } from './cards';
import { feedPage } from './service';
import { expandSkillFilter } from './skills';

// The ranking engine against the slowest correct answer: score everyone, sort, take the top.
const PEOPLE = 10_000;
const VIEWERS = 50;
const t = await createTestApp();
afterAll(() => t.close());

await seedUsers(t.db, { count: PEOPLE, passwordHash: 'not-a-real-hash', seed: 1124 });
const everyone = await t.db
  .select({ id: users.id, skills: users.skills, roles: users.roles, gradYear: users.gradYear, lastActiveAt: users.lastActiveAt, gaps: users.profileGaps, hackathons: users.hackathonCount })
  .from(users);
// Some history: viewers have swiped on some people, and some people have said Interested to them.
const random = prng(7);
const pick = () => everyone[Math.floor(random() * everyone.length)]!;
const viewers = Array.from({ length: VIEWERS }, pick);
const history = viewers.flatMap((v) =>
  Array.from({ length: 30 }, () => {
    const other = pick();
    const theyLiked = random() < 0.3;
    return { senderId: theyLiked ? other.id : v.id, receiverId: theyLiked ? v.id : other.id, status: theyLiked ? ('interested' as const) : random() < 0.5 ? ('interested' as const) : ('ignore' as const) };
  }).filter((r) => r.senderId !== r.receiverId),
);
await t.db.insert(connectionRequests).values(history).onConflictDoNothing();
// The engine ranks by activity bands as of its last bucketing (at load, then every few minutes);
// brute force must rank at the same moment: on a slow run, someone active just under a day ago at
// load is "over a day" by the time brute force ranks them, or a re-bucketing comes in between. So
// the clock stands still from here (the database keeps its own).
vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
afterAll(() => vi.useRealTimers());
const bandsAt = Date.now();
await t.app.matching.reload();

type Person = (typeof everyone)[number];

async function bruteForce(viewer: Person, query: ReturnType<typeof toFeedQuery>): Promise<string[]> {
  const rows = await t.db.select().from(connectionRequests).where(or(eq(connectionRequests.senderId, viewer.id), eq(connectionRequests.receiverId, viewer.id)));
  // A pending Interested to the viewer keeps its sender in the feed (ranked higher); any other request hides the pair.
  const liked = (r: (typeof rows)[number]) => r.receiverId === viewer.id && r.status === 'interested';
  const other = (r: (typeof rows)[number]) => (r.senderId === viewer.id ? r.receiverId : r.senderId);
  const hidden = new Set(rows.filter((r) => !liked(r)).map(other));
  const likers = new Set(rows.filter(liked).map(other));
  const v = { ...skillBits(viewer.skills), roles: roleBits(viewer.roles, viewer.skills) };
  const wanted = new Set(expandSkillFilter(query.filters.skills));
  return everyone
    .filter((c) => c.id !== viewer.id && !hidden.has(c.id))
    .filter((c) => wanted.size === 0 || c.skills.some((s) => wanted.has(s.toLowerCase())))
    .filter((c) => query.filters.experience !== 'intermediate' || (c.hackathons >= 1 && c.hackathons <= 3))
    .map((c) => {
      const s = skillBits(c.skills);
      const parts = {
        lackedRoles: roleBits(c.roles, c.skills) & ~v.roles & 0xff,
        shared: popcount(s.lo & v.lo) + popcount(s.hi & v.hi),
        liked: likers.has(c.id),
        band: activityBand(c.lastActiveAt.getTime(), bandsAt),
        yearGap: c.gradYear !== null && viewer.gradYear !== null ? Math.abs(c.gradYear - viewer.gradYear) : null,
        gaps: c.gaps,
      };
      return { id: c.id, score: score(parts) };
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, 60)
    .map((c) => c.id);
}

const parseQuery = (q: Record<string, string>) => toFeedQuery(feedQuery.parse(q));

async function engineTop60(viewer: Person, filters: Record<string, string>): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 3; page++) {
    const body = await feedPage(new CardCache(t.db), t.app.matching, viewer.id, parseQuery({ ...filters, ...(cursor ? { cursor } : {}) }));
    const answer = feedPageSchema.parse(JSON.parse(body.json));
    out.push(...answer.feedData.map((u) => u._id));
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return out;
}

describe(`the feed's first three pages at ${PEOPLE} developers, against brute force`, () => {
  it.each([
    ['no filter', {}],
    ['skills + experience', { skills: 'PYTHON,REACT.JS', experience: 'intermediate' }],
  ] as [string, Record<string, string>][])(`%s: the same 60 in the same order for each of ${VIEWERS} viewers`, async (_name, filters) => {
    const query = parseQuery(filters);
    let found = 0;
    let expected = 0;
    for (const viewer of viewers) {
      const truth = await bruteForce(viewer, query);
      const got = await engineTop60(viewer, filters);
      expect(new Set(got).size).toBe(got.length);
      found += got.filter((id) => truth.includes(id)).length;
      expected += truth.length;
      expect(got).toEqual(truth);
    }
    expect(found / expected).toBeGreaterThanOrEqual(0.95);
  });
});
