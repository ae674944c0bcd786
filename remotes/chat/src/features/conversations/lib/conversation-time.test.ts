import { describe, expect, it } from 'vitest';
import { formatConversationTime } from './conversation-time';

// Wednesday 2025-03-12 15:00 UTC
const now = new Date('2025-03-12T15:00:00Z');
const fmt = (iso: string) => formatConversationTime(iso, { now, locale: 'en-US', timeZone: 'UTC' });

describe('formatConversationTime (24 h / 168 h thresholds)', () => {
  it('shows the time of day for anything under 24 hours old', () => {
    expect(fmt('2025-03-12T14:05:00Z')).toBe('02:05 PM');
    expect(fmt('2025-03-11T15:00:01Z')).toBe('03:00 PM');
  });

  it('switches to the weekday at exactly 24 hours and keeps it under 168 hours', () => {
    expect(fmt('2025-03-11T15:00:00Z')).toBe('Tue');
    expect(fmt('2025-03-06T09:00:00Z')).toBe('Thu');
    expect(fmt('2025-03-05T15:00:01Z')).toBe('Wed');
  });

  it('shows month and day from 168 hours on', () => {
    expect(fmt('2025-03-05T15:00:00Z')).toBe('Mar 5');
    expect(fmt('2024-12-25T10:00:00Z')).toBe('Dec 25');
  });

  it('treats a slightly future stamp (clock skew) as recent and ignores garbage', () => {
    expect(fmt('2025-03-12T15:00:30Z')).toBe('03:00 PM');
    expect(fmt('not a date')).toBe('');
  });
});
