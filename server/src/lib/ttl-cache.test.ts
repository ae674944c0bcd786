import { TtlCache } from './ttl-cache';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('answers until the entry expires', () => {
    const c = clock();
    const cache = new TtlCache<string>(1_000, 10, c.now);
    cache.set('k', 'u1', 'v', cache.version());
    expect(cache.get('k')).toBe('v');
    c.advance(999);
    expect(cache.get('k')).toBe('v');
    c.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps an entry longer than asked, nor longer than its own ttl', () => {
    const c = clock();
    const cache = new TtlCache<string>(1_000, 10, c.now);
    cache.set('short', 'u1', 'v', cache.version(), 100);
    cache.set('long', 'u1', 'v', cache.version(), 60_000);
    c.advance(100);
    expect(cache.get('short')).toBeUndefined();
    c.advance(900);
    expect(cache.get('long')).toBeUndefined();
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = new TtlCache<number>(60_000, 2);
    for (const n of [1, 2, 3]) cache.set(`k${n}`, 'g', n, cache.version());
    expect([cache.get('k1'), cache.get('k2'), cache.get('k3')]).toEqual([undefined, 2, 3]);
  });

  it("invalidates a group's entries, or only those picked, and leaves other groups alone", () => {
    const cache = new TtlCache<{ session: string }>(60_000, 10);
    cache.set('a1', 'ann', { session: 's1' }, cache.version());
    cache.set('a2', 'ann', { session: 's2' }, cache.version());
    cache.set('b1', 'bob', { session: 's3' }, cache.version());
    cache.invalidateGroup('ann', (v) => v.session === 's1');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, { session: 's2' }]);
    cache.invalidateGroup('ann');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toEqual({ session: 's3' });
  });

  it('ignores an answer read before an invalidation that happened while it was being read', () => {
    const cache = new TtlCache<string>(60_000, 10);
    const before = cache.version();
    cache.invalidateGroup('someone');
    cache.set('k', 'u1', 'stale', before);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'u1', 'fresh', cache.version());
    expect(cache.get('k')).toBe('fresh');
  });

  it('stores nothing when switched off', () => {
    const cache = new TtlCache<string>(0, 10);
    cache.set('k', 'u1', 'v', cache.version());
    expect(cache.get('k')).toBeUndefined();
  });
});
