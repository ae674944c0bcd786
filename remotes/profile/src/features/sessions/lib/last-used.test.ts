import { describe, expect, it } from 'vitest';
import { lastUsedText } from './last-used';

const now = new Date('2025-05-01T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('lastUsedText', () => {
  it.each([
    [before(20_000), 'Last used just now'],
    [before(5 * 60_000 + 10_000), 'Last used 5 min ago'],
    [before(3 * 3_600_000), 'Last used 3 h ago'],
    [before(2 * 86_400_000 + 1), 'Last used 2 d ago'],
    // Another machine's clock a little ahead.
    [new Date(now.getTime() + 30_000).toISOString(), 'Last used just now'],
    ['not a date', 'Last use unknown'],
  ])('%s reads "%s"', (stamp, text) => {
    expect(lastUsedText(stamp, now)).toBe(text);
  });
});
