import { estimateBytes, TtlCache } from './ttl-cache';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('answers until the entry expires', () => {
    const c = clock();
    const cache = new TtlCache<string>(1_000, 10_000, c.now);
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
    const cache = new TtlCache<string>(1_000, 10_000, c.now);
    cache.set('short', 'u1', 'v', cache.version(), 100);
    cache.set('long', 'u1', 'v', cache.version(), 60_000);
    c.advance(100);
    expect(cache.get('short')).toBeUndefined();
    c.advance(900);
    expect(cache.get('long')).toBeUndefined();
  });

  it('drops the oldest entries to stay within its memory budget, however many it is asked to keep', () => {
    const page = (n: number) => `${n}`.padEnd(10_000, '.');
    const cache = new TtlCache<string>(60_000, 100_000);
    for (let n = 0; n < 1_000; n++) cache.set(`viewer ${n}`, `viewer ${n}`, page(n), cache.version());
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    // 10,000 one-byte characters are 10 KB estimated: nine pages fit, the newest ones.
    expect(cache.size).toBe(9);
    expect(cache.get('viewer 990')).toBeUndefined();
    expect(cache.get('viewer 991')).toBe(page(991));
    expect(cache.get('viewer 999')).toBe(page(999));
  });

  it('counts keys too, and keeps nothing bigger than its whole budget', () => {
    const cache = new TtlCache<string>(60_000, 10_000);
    cache.set('small', 'g', 'v', cache.version());
    cache.set('x'.repeat(10_000), 'g', 'v', cache.version());
    cache.set('huge', 'g', 'x'.repeat(10_000), cache.version());
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('v');
    expect(cache.size).toBe(1);
  });

  it('gives the bytes of dropped, replaced and invalidated entries back', () => {
    const cache = new TtlCache<string>(60_000, 1_000_000);
    cache.set('a', 'ann', 'x'.repeat(1_000), cache.version());
    const one = cache.bytes;
    cache.set('a', 'ann', 'x'.repeat(1_000), cache.version());
    expect(cache.bytes).toBe(one);
    cache.set('b', 'bob', 'x'.repeat(1_000), cache.version());
    cache.invalidateGroup('ann');
    expect(cache.bytes).toBe(one);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('drops expired entries on its own, without anyone reading them', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const cache = new TtlCache<string>(1_000, 1_000_000);
    cache.set('short', 'u1', 'v', cache.version(), 100);
    cache.set('long', 'u1', 'v', cache.version());
    vi.advanceTimersByTime(1_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // Nothing left to sweep: no timer keeps running for an empty cache.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('estimates strings at the bytes a character V8 keeps them in, and objects by their fields', () => {
    expect(estimateBytes('abcd')).toBe(16 + 4);
    expect(estimateBytes('Zoë')).toBe(16 + 3);
    // One character beyond Latin-1 and V8 keeps the whole string at two bytes a character.
    expect(estimateBytes('ab€d')).toBe(16 + 8);
    expect(estimateBytes({ id: 'abcd', n: 1 })).toBeGreaterThan(estimateBytes('abcd') + estimateBytes(1));
    expect(estimateBytes(['abcd', 'abcd'])).toBeGreaterThan(2 * estimateBytes('abcd'));
  });

  it('counts typed arrays by their bytes, and Maps and Sets by what they hold', () => {
    class Packed {
      private readonly items = new Int32Array(250_000);
      get size() {
        return this.items.length;
      }
    }
    const started = performance.now();
    expect(estimateBytes({ excluded: new Packed() })).toBeGreaterThan(1_000_000);
    expect(performance.now() - started).toBeLessThan(50);
    expect(estimateBytes(new Set(['x'.repeat(2_000)]))).toBeGreaterThan(2_000);
    expect(estimateBytes(new Map([['k', 'x'.repeat(2_000)]]))).toBeGreaterThan(2_000);
  });

  it("invalidates a group's entries, or only those picked, and leaves other groups alone", () => {
    const cache = new TtlCache<{ session: string }>(60_000, 10_000);
    cache.set('a1', 'ann', { session: 's1' }, cache.version());
    cache.set('a2', 'ann', { session: 's2' }, cache.version());
    cache.set('b1', 'bob', { session: 's3' }, cache.version());
    cache.invalidateGroup('ann', (v) => v.session === 's1');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, { session: 's2' }]);
    cache.invalidateGroup('ann');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toEqual({ session: 's3' });
  });

  it("ignores an answer read before its group's invalidation, and only that group's", () => {
    const cache = new TtlCache<string>(60_000, 10_000);
    const before = cache.version();
    cache.invalidateGroup('u1');
    cache.set('k', 'u1', 'stale', before);
    expect(cache.get('k')).toBeUndefined();
    // Someone else changing does not make an answer about u2 stale (a busy server keeps caching).
    cache.set('other', 'u2', 'still right', before);
    expect(cache.get('other')).toBe('still right');
    cache.set('k', 'u1', 'fresh', cache.version());
    expect(cache.get('k')).toBe('fresh');
  });

  it('refuses answers read before a clear, or before invalidations it no longer remembers', () => {
    const { now, advance } = clock();
    const cache = new TtlCache<string>(60_000, 10_000, now);
    const beforeClear = cache.version();
    cache.clear();
    cache.set('k', 'u1', 'stale', beforeClear);
    expect(cache.get('k')).toBeUndefined();

    const longAgo = cache.version();
    cache.invalidateGroup('u1');
    advance(120_000);
    cache.sweep();
    cache.set('k', 'u1', 'read two minutes ago', longAgo);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'u1', 'fresh', cache.version());
    expect(cache.get('k')).toBe('fresh');
  });

  it('stores nothing when switched off', () => {
    const cache = new TtlCache<string>(0, 10_000);
    cache.set('k', 'u1', 'v', cache.version());
    expect(cache.get('k')).toBeUndefined();
  });
});
