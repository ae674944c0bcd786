import { BatchLoader } from './batch-loader';

/** A source that records each read and answers when told to. */
function source() {
  const reads: string[][] = [];
  const pending: (() => void)[] = [];
  let fail: Error | null = null;
  const readMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      reads.push(keys);
      pending.push(() => (fail ? reject(fail) : resolve(new Map(keys.filter((k) => !k.startsWith('gone')).map((k) => [k, `card ${k}`])))));
    });
  // Answers every read asked so far, and the reads those answers let start, until none is left.
  const answerAll = async () => {
    for (let turns = 0; turns < 5; turns++) {
      while (pending.length > 0) pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { reads, readMany, answerAll, failWith: (err: Error) => (fail = err) };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('BatchLoader', () => {
  it('answers each caller with its own keys only, leaving out keys the source does not have', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 100, maxInFlight: 1 });
    const a = loader.load(['a', 'b']);
    const b = loader.load(['b', 'gone1', 'c']);
    await turn();
    await s.answerAll();
    expect(await a).toEqual(new Map([['a', 'card a'], ['b', 'card b']]));
    expect(await b).toEqual(new Map([['b', 'card b'], ['c', 'card c']]));
    // Both arrived in the same turn: one read, each key once.
    expect(s.reads).toEqual([['a', 'b', 'gone1', 'c']]);
  });

  it('merges what arrives while the source is busy into the next read', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 100, maxInFlight: 1 });
    const first = loader.load(['a']);
    await turn();
    const later = [loader.load(['b']), loader.load(['c']), loader.load(['d'])];
    await turn();
    expect(s.reads).toEqual([['a']]);
    await s.answerAll();
    await Promise.all([first, ...later]);
    expect(s.reads).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('never puts more keys in one read than allowed', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 4, maxInFlight: 1 });
    const loads = [loader.load(['a', 'b', 'c']), loader.load(['d', 'e']), loader.load(['f'])];
    for (let i = 0; i < 3; i++) {
      await turn();
      await s.answerAll();
    }
    await Promise.all(loads);
    expect(s.reads).toEqual([['a', 'b', 'c'], ['d', 'e', 'f']]);
  });

  it('runs up to maxInFlight reads at once', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 2, maxInFlight: 2 });
    const loads = [loader.load(['a', 'b']), loader.load(['c', 'd']), loader.load(['e', 'f'])];
    await turn();
    expect(s.reads).toHaveLength(2);
    await s.answerAll();
    await Promise.all(loads);
    expect(s.reads).toHaveLength(3);
  });

  it('fails the callers of a failed read, and reads again for the next ones', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 100, maxInFlight: 1 });
    s.failWith(new Error('database down'));
    const failed = expect(loader.load(['a'])).rejects.toThrow('database down');
    await turn();
    await s.answerAll();
    await failed;
    s.failWith(null as unknown as Error);
    const next = loader.load(['a']);
    await turn();
    await s.answerAll();
    expect(await next).toEqual(new Map([['a', 'card a']]));
  });

  it('answers an empty lookup without reading', async () => {
    const s = source();
    const loader = new BatchLoader(s.readMany, { maxKeys: 100, maxInFlight: 1 });
    expect(await loader.load([])).toEqual(new Map());
    expect(s.reads).toEqual([]);
  });
});
