import { describe, expect, it } from 'vitest';
import { ADA, ME, message } from '../../../testing/fixtures';
import { calendarDay, dayLabel, groupMessages } from './message-groups';

const texts = (sections: ReturnType<typeof groupMessages>) => sections.map((s) => [s.day, s.groups.map((g) => g.messages.map((m) => m.text))]);

describe('groupMessages', () => {
  it('keeps consecutive messages of one sender within 5 minutes of each other together', () => {
    const list = [
      message(ADA, ME, 'a1', '2025-03-12T09:00:00Z'),
      message(ADA, ME, 'a2', '2025-03-12T09:04:00Z'),
      // 5 minutes after the previous one: still the same group; the chain may go on past 5 minutes in all.
      message(ADA, ME, 'a3', '2025-03-12T09:09:00Z'),
      message(ME, ADA, 'm1', '2025-03-12T09:09:30Z'),
      message(ME, ADA, 'm2', '2025-03-12T09:15:00Z'),
      message(ADA, ME, 'a4', '2025-03-12T09:15:10Z'),
    ];
    expect(texts(groupMessages(list, 'UTC'))).toEqual([['2025-03-12', [['a1', 'a2', 'a3'], ['m1'], ['m2'], ['a4']]]]);
  });

  it('starts a new group with every new day, in the reader\'s zone', () => {
    const list = [message(ADA, ME, 'late', '2025-03-12T23:58:00Z'), message(ADA, ME, 'after midnight', '2025-03-13T00:01:00Z')];
    expect(texts(groupMessages(list, 'UTC'))).toEqual([
      ['2025-03-12', [['late']]],
      ['2025-03-13', [['after midnight']]],
    ]);
    // In New York both are on the evening of the 12th.
    expect(texts(groupMessages(list, 'America/New_York'))).toEqual([['2025-03-12', [['late', 'after midnight']]]]);
  });

  it('names each group by its sender and answers nothing for no messages', () => {
    const [day] = groupMessages([message(ADA, ME, 'hi', '2025-03-12T09:00:00Z')], 'UTC');
    expect(day!.groups[0]).toMatchObject({ senderId: ADA._id, senderName: ADA.fullName });
    expect(groupMessages([], 'UTC')).toEqual([]);
  });

  it('puts a message without a readable time with the one before it', () => {
    const list = [message(ME, ADA, 'ok', '2025-03-12T09:00:00Z'), { ...message(ME, ADA, 'odd'), timestamp: 'garbage' }];
    expect(texts(groupMessages(list, 'UTC'))).toEqual([['2025-03-12', [['ok', 'odd']]]]);
  });
});

describe('dayLabel', () => {
  const now = new Date('2025-03-12T15:00:00Z');
  const fmt = { now, locale: 'en-US', timeZone: 'UTC' };

  it('says Today and Yesterday, else the date with its weekday', () => {
    expect(dayLabel('2025-03-12', fmt)).toBe('Today');
    expect(dayLabel('2025-03-11', fmt)).toBe('Yesterday');
    expect(dayLabel('2025-03-10', fmt)).toBe('Mon, Mar 10');
  });

  it('adds the year for another year, and counts across months and years', () => {
    expect(dayLabel('2024-12-31', { ...fmt, now: new Date('2025-01-01T10:00:00Z') })).toBe('Yesterday');
    expect(dayLabel('2024-12-25', fmt)).toBe('Wed, Dec 25, 2024');
    expect(dayLabel('2025-02-28', { ...fmt, now: new Date('2025-03-01T10:00:00Z') })).toBe('Yesterday');
  });

  it("follows the reader's zone for what today is", () => {
    // 15:00 UTC is already the 13th in Tokyo.
    expect(dayLabel('2025-03-12', { ...fmt, timeZone: 'Asia/Tokyo', now: new Date('2025-03-12T16:00:00Z') })).toBe('Yesterday');
    expect(calendarDay(new Date('2025-03-12T16:00:00Z'), 'Asia/Tokyo')).toBe('2025-03-13');
  });
});
