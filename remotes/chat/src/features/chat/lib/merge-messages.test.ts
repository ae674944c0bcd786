import type { ChatMessage } from '@hackmate/shared/types';
import { describe, expect, it } from 'vitest';
import { lastStored, mergeMessages, type DisplayMessage } from './merge-messages';

function msg(_id: string, second: number, extra: Partial<DisplayMessage> = {}): DisplayMessage {
  const text = extra.text ?? _id;
  return { _id, senderId: 'a', receiverId: 'b', message: text, text, timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString(), senderName: 'A', clientId: null, ...extra };
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
    const list: ChatMessage[] = mergeMessages([msg('m1', 1), pending('c1', 2)], []);
    expect(lastStored(list)?._id).toBe('m1');
    expect(lastStored([pending('c1', 1)])).toBeUndefined();
  });
});
