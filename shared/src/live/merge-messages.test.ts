import { describe, expect, it } from 'vitest';
import { catchUpFrom, lastStored, mergeMessages, messageKey, type MergeableMessage } from './merge-messages';

type DisplayMessage = MergeableMessage & { text: string };

function msg(_id: string, second: number, extra: Partial<DisplayMessage> = {}): DisplayMessage {
  return { _id, text: extra.text ?? _id, timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString(), clientId: null, ...extra };
}
const pending = (clientId: string, second: number): DisplayMessage => msg('', second, { clientId, pending: true, text: clientId });
const ids = (list: DisplayMessage[]) => list.map((m) => m._id || `(${m.clientId})`);

describe('mergeMessages', () => {
  it('keeps each stored message once and orders by time', () => {
    const merged = mergeMessages([msg('m2', 2), msg('m1', 1)], [msg('m3', 3), msg('m1', 1)]);
    expect(ids(merged)).toEqual(['m1', 'm2', 'm3']);
  });

  it('replaces a pending copy with the stored one carrying the same clientId', () => {
    const merged = mergeMessages([msg('m1', 1), pending('c1', 9)], [msg('m2', 2, { clientId: 'c1' })]);
    expect(ids(merged)).toEqual(['m1', 'm2']);
    expect(merged[1]!.pending).toBeUndefined();
  });

  it('never lets a stale pending copy come back after the stored one is known', () => {
    const merged = mergeMessages([msg('m2', 2, { clientId: 'c1' })], [pending('c1', 1)]);
    expect(ids(merged)).toEqual(['m2']);
  });

  it('keeps unacknowledged messages last, in the order written', () => {
    const merged = mergeMessages([pending('c2', 1), pending('c1', 2)], [msg('m1', 5)]);
    expect(ids(merged)).toEqual(['m1', '(c2)', '(c1)']);
  });

  it('breaks timestamp ties by id so the order is stable', () => {
    expect(ids(mergeMessages([msg('b', 1), msg('a', 1)], []))).toEqual(['a', 'b']);
  });

  it('lastStored skips pending messages', () => {
    const list = mergeMessages([msg('m1', 1), pending('c1', 2)], []);
    expect(lastStored(list)?._id).toBe('m1');
    expect(lastStored([pending('c1', 1)])).toBeUndefined();
  });

  it('catches up from a little before the newest stored message, or from the newest page', () => {
    expect(catchUpFrom([msg('m1', 10), pending('c1', 20)])).toBe('2025-01-01T00:00:05.000Z');
    expect(catchUpFrom([pending('c1', 20)])).toBeNull();
  });

  it('keys a message by its server id once stored, by its client id before', () => {
    expect(messageKey(msg('m1', 1, { clientId: 'c1' }))).toBe('id:m1');
    expect(messageKey(pending('c1', 1))).toBe('client:c1');
  });
});
