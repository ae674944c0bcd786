import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { getFeed, ids, wholeFeed, insertPeople, type Profile } from '../../testing/feed';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/feed: filters (SPEC §5)', () => {
  let me: SignedUp;
  const who: Record<string, string> = {};

  beforeAll(async () => {
    me = await signUp(t.app);
    const people: Record<string, Profile> = {
      cpp: { skills: ['C++'], gradYear: 2025, hackathonCount: 0 },
      js: { skills: ['JavaScript'], gradYear: 2026, hackathonCount: 1 },
      rust: { skills: ['RUST', 'POSTGRES'], gradYear: 2026, hackathonCount: 3 },
      ml: { skills: ['KERAS', 'PYTHON'], gradYear: 2027, hackathonCount: 4 },
      none: { skills: [], gradYear: null, hackathonCount: 9 },
    };
    const names = Object.keys(people);
    const created = await insertPeople(t, Object.values(people));
    names.forEach((name, i) => (who[name] = created[i]!));
  });

  async function matching(query: string): Promise<string[]> {
    const seen = new Set(ids(await wholeFeed(t, me, query)));
    return Object.keys(who).filter((name) => seen.has(who[name]!));
  }

  it('matches skills by containment either way, ignoring case', async () => {
    expect(await matching('skills=C')).toEqual(['cpp', 'js']); // c++ contains c; javascript contains c
    expect(await matching('skills=JAVA')).toEqual(['js']); // javascript contains java
    expect(await matching('skills=rust')).toEqual(['rust']);
    expect(await matching('skills=KERAS,POSTGRES')).toEqual(['rust', 'ml']);
    expect(await matching('skills=TENSORFLOW')).toEqual([]);
  });

  it('buckets hackathon experience as 0 / 1-3 / more than 3', async () => {
    expect(await matching('experience=beginner')).toEqual(['cpp']);
    expect(await matching('experience=intermediate')).toEqual(['js', 'rust']);
    expect(await matching('experience=experienced')).toEqual(['ml', 'none']);
  });

  it('keeps graduation years in the selected set', async () => {
    expect(await matching('gradYears=2026')).toEqual(['js', 'rust']);
    expect(await matching('gradYears=2025,2027')).toEqual(['cpp', 'ml']);
  });

  it('combines filters with AND', async () => {
    expect(await matching('skills=C&gradYears=2026&experience=intermediate')).toEqual(['js']);
    expect(await matching('skills=PYTHON&experience=beginner')).toEqual([]);
  });

  it('refuses filters it cannot understand', async () => {
    for (const query of ['skills=COBOL', 'experience=guru', 'gradYears=26', 'gradYears=abcd', 'limit=0', 'limit=51', 'limit=x']) {
      const res = await getFeed(t, me, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
    }
  });
});
