import fc from 'fast-check';
import { popcount } from './bits';
import { CandidateIndex, type Candidate } from './candidate-index';
import { activityBand, score, type ScoreParts } from './score';
import { topK, type Filter, type Position, type Ranked, type Viewer } from './search';
import { DAY, NOW, population } from '../../testing/candidates';

function bruteForce(people: Candidate[], index: CandidateIndex, viewer: Viewer, filter: Filter): { id: string; score: number }[] {
  const years = new Set(filter.gradYears);
  return people
    .map((c) => ({ c, i: index.find(c.id) }))
    .filter(({ i }) => !viewer.excluded.has(i))
    .filter(({ c }) => (filter.skillsLo === 0 && filter.skillsHi === 0) || (c.skillsLo & filter.skillsLo) !== 0 || (c.skillsHi & filter.skillsHi) !== 0)
    .filter(({ c }) => !filter.experience || (filter.experience === 'beginner' ? c.hackathons === 0 : filter.experience === 'intermediate' ? c.hackathons >= 1 && c.hackathons <= 3 : c.hackathons > 3))
    .filter(({ c }) => years.size === 0 || (c.gradYear !== null && years.has(c.gradYear)))
    .map(({ c, i }) => {
      const parts: ScoreParts = {
        lackedRoles: c.roles & ~viewer.roles & 0xff,
        shared: popcount(c.skillsLo & viewer.skillsLo) + popcount(c.skillsHi & viewer.skillsHi),
        liked: viewer.likers.has(i),
        band: activityBand(c.lastActiveMs, NOW),
        yearGap: c.gradYear !== null && viewer.gradYear !== null ? Math.abs(c.gradYear - viewer.gradYear) : null,
        gaps: c.gaps,
      };
      return { id: c.id, score: score(parts) };
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

const people = population(20_000, 7);
const index = new CandidateIndex(16);
for (const c of people) index.upsert(c, NOW);

const NO_FILTER: Filter = { skillsLo: 0, skillsHi: 0, experience: null, gradYears: [] };
const ids = (page: Ranked[]) => page.map((r) => index.idOf(r.index));
const next = (page: Ranked[]): Position => ({ score: page.at(-1)!.score, id: Buffer.from(ids(page).at(-1)!.replaceAll('-', ''), 'hex') });

describe('topK', () => {
  it('pages through exactly the brute-force ranking: same order, no duplicates, no gaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: people.length - 1 }),
        fc.constantFrom<Filter>(NO_FILTER, { skillsLo: 0b1010, skillsHi: 0, experience: 'intermediate', gradYears: [] }, { skillsLo: 0, skillsHi: 0, experience: null, gradYears: [2024, 2025] }),
        fc.array(fc.integer({ min: 0, max: people.length - 1 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: people.length - 1 }), { maxLength: 5 }),
        (v, filter, excludedPeople, likedBy) => {
          const me = people[v]!;
          const excluded = new Set([v, ...excludedPeople].map((p) => index.find(people[p]!.id)));
          const viewer: Viewer = { ...me, excluded, likers: new Set(likedBy.map((p) => index.find(people[p]!.id)).filter((i) => !excluded.has(i))) };
          const expected = bruteForce(people, index, viewer, filter).slice(0, 60);
          const page1 = topK(index, viewer, filter, 20, NOW);
          const page2 = page1.length === 20 ? topK(index, viewer, filter, 20, NOW, next(page1)) : [];
          const page3 = page2.length === 20 ? topK(index, viewer, filter, 20, NOW, next(page2)) : [];
          const got = [...page1, ...page2, ...page3];
          expect(ids(got)).toEqual(expected.map((e) => e.id));
          expect(got.map((r) => r.score)).toEqual(expected.map((e) => e.score));
        },
      ),
      { numRuns: 40, seed: 20261124 },
    );
  });

  it('follows changes: an edit moves a person, a removal drops them', () => {
    const me = people[0]!;
    const viewer: Viewer = { ...me, excluded: new Set([index.find(me.id)]), likers: new Set() };
    const [top] = topK(index, viewer, NO_FILTER, 1, NOW);
    const topId = index.idOf(top!.index);
    index.remove(topId);
    expect(ids(topK(index, viewer, NO_FILTER, 20, NOW))).not.toContain(topId);
    const former = people.find((p) => p.id === topId)!;
    index.upsert({ ...former, lastActiveMs: NOW - 90 * DAY }, NOW);
    // Back, but away for three months: no longer first.
    expect(ids(topK(index, viewer, NO_FILTER, 1, NOW))).not.toContain(topId);
  });
});
