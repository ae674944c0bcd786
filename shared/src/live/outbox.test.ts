import { describe, expect, it } from 'vitest';
import { Outbox, sessionOutboxStore } from './outbox';

interface Item {
  teamId: string;
  clientId: string;
  text: string;
}

const isItem = (x: unknown): x is Item => typeof x === 'object' && x !== null && typeof (x as Item).clientId === 'string' && typeof (x as Item).teamId === 'string';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
  return { storage, map };
}

describe('Outbox', () => {
  it('keeps messages until settled, sends each once per connection, and filters by conversation', () => {
    const outbox = new Outbox<Item>();
    const a = outbox.add({ teamId: 't1', clientId: 'a', text: 'one' });
    outbox.add({ teamId: 't2', clientId: 'b', text: 'two' });
    expect(outbox.size).toBe(2);
    expect(outbox.where((o) => o.teamId === 't1').map((o) => o.text)).toEqual(['one']);
    a.sentOn = 1;
    expect(outbox.unsentOn(1).map((o) => o.clientId)).toEqual(['b']);
    expect(outbox.unsentOn(2).map((o) => o.clientId)).toEqual(['a', 'b']);
    expect(outbox.settle('a')).toBe(true);
    expect(outbox.settle('a')).toBe(false);
    expect(outbox.size).toBe(1);
  });

  it('survives a reload through its store (without the connection it was sent on) and forgets what was settled', () => {
    const { storage, map } = memoryStorage();
    const store = sessionOutboxStore('k', isItem, storage);
    const before = new Outbox<Item>(store);
    before.add({ teamId: 't1', clientId: 'a', text: 'written offline' }).sentOn = 3;
    expect(JSON.parse(map.get('k')!)).toEqual([{ teamId: 't1', clientId: 'a', text: 'written offline' }]);

    const after = new Outbox<Item>(store);
    expect(after.unsentOn(1)).toEqual([{ teamId: 't1', clientId: 'a', text: 'written offline', sentOn: -1 }]);
    after.settle('a');
    expect(map.has('k')).toBe(false);
  });

  it('ignores a damaged store and entries it does not recognise', () => {
    expect(sessionOutboxStore('k', isItem, memoryStorage({ k: '{not json' }).storage).load()).toEqual([]);
    const mixed = memoryStorage({ k: JSON.stringify([{ teamId: 't', clientId: 'x', text: 'ok' }, { clientId: 5 }, null]) });
    expect(sessionOutboxStore('k', isItem, mixed.storage).load()).toEqual([{ teamId: 't', clientId: 'x', text: 'ok' }]);
  });
});
