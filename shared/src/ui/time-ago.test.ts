import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2025-03-12T15:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2025-03-12T14:59:30Z', 'just now'],
    ['2025-03-12T14:59:00Z', '1 min ago'],
    ['2025-03-12T14:00:01Z', '59 min ago'],
    ['2025-03-12T12:00:00Z', '3 h ago'],
    ['2025-03-10T14:59:59Z', '2 d ago'],
    // Another machine's clock a little ahead.
    ['2025-03-12T15:00:20Z', 'just now'],
  ])('%s is "%s"', (stamp, text) => {
    expect(timeAgo(stamp, now)).toBe(text);
  });

  it('says nothing for what is not a time stamp', () => {
    expect(timeAgo('garbage', now)).toBeNull();
  });
});
