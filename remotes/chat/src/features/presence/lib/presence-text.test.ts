import { describe, expect, it } from 'vitest';
import { presenceText } from './presence-text';

const now = new Date('2025-03-12T15:00:00Z');
const away = (lastActiveAt: string | null) => ({ userId: 'u-ada', online: false, lastActiveAt });

describe('presenceText', () => {
  it('says Online while they are', () => {
    expect(presenceText({ userId: 'u-ada', online: true, lastActiveAt: null }, now)).toBe('Online');
  });

  it('says how long ago they were active, in minutes, hours, then days', () => {
    expect(presenceText(away('2025-03-12T14:59:30Z'), now)).toBe('Active just now');
    expect(presenceText(away('2025-03-12T14:59:00Z'), now)).toBe('Active 1 min ago');
    expect(presenceText(away('2025-03-12T14:48:00Z'), now)).toBe('Active 12 min ago');
    expect(presenceText(away('2025-03-12T14:00:01Z'), now)).toBe('Active 59 min ago');
    expect(presenceText(away('2025-03-12T12:00:00Z'), now)).toBe('Active 3 h ago');
    expect(presenceText(away('2025-03-10T14:00:00Z'), now)).toBe('Active 2 d ago');
  });

  it('treats a stamp ahead of the clock as just now', () => {
    expect(presenceText(away('2025-03-12T15:00:20Z'), now)).toBe('Active just now');
  });

  it('shows nothing when presence is hidden or unknown', () => {
    expect(presenceText(undefined, now)).toBeNull();
    expect(presenceText(null, now)).toBeNull();
    expect(presenceText(away(null), now)).toBeNull();
    expect(presenceText(away('garbage'), now)).toBeNull();
  });
});
