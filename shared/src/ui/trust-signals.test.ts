import { describe, expect, it } from 'vitest';
import { activeText, replyText, roughDuration, teamUpAgainText, trustLines } from './trust-signals';

// Local times, so the calendar days are the same in every time zone the tests run in.
const now = new Date(2025, 2, 12, 9, 30);
const at = (day: number, hour: number) => new Date(2025, 2, day, hour, 0).toISOString();

describe('activeText', () => {
  it.each([
    [at(12, 0), 'Active today'],
    [at(12, 9), 'Active today'],
    // Last night, though under 24 hours ago.
    [at(11, 23), 'Active yesterday'],
    [at(11, 0), 'Active yesterday'],
    [at(9, 12), 'Active 3 days ago'],
    [new Date(2025, 1, 10, 12).toISOString(), 'Active 30 days ago'],
    // Another machine's clock a little ahead.
    [new Date(2025, 2, 12, 9, 31).toISOString(), 'Active today'],
  ])('%s is "%s"', (stamp, text) => {
    expect(activeText(stamp, now)).toBe(text);
  });

  it('says nothing when hidden, older than 30 days, or not a time stamp', () => {
    expect(activeText(null, now)).toBeNull();
    expect(activeText(new Date(2025, 1, 9, 12).toISOString(), now)).toBeNull();
    expect(activeText('garbage', now)).toBeNull();
  });
});

describe('replyText', () => {
  it.each([
    [0, '~1 min'],
    [3, '~3 min'],
    [14, '~15 min'],
    [47, '~45 min'],
    [58, '~1 h'],
    [95, '~2 h'],
    [120, '~2 h'],
    [23 * 60, '~23 h'],
    [23.6 * 60, '~1 day'],
    [30 * 60, '~1 day'],
    [60 * 60, '~3 days'],
  ])('%s minutes is "%s"', (minutes, text) => {
    expect(roughDuration(minutes)).toBe(text);
    expect(replyText(minutes)).toBe(`Usually replies within ${text}`);
  });

  it('says nothing without enough replies', () => {
    expect(replyText(null)).toBeNull();
  });
});

describe('teamUpAgainText', () => {
  it('counts teammates, and is hidden at 0', () => {
    expect(teamUpAgainText(0)).toBeNull();
    expect(teamUpAgainText(1)).toBe('1 teammate would team up again');
    expect(teamUpAgainText(3)).toBe('3 teammates would team up again');
  });
});

describe('trustLines', () => {
  it('lists what there is to say, activity first', () => {
    expect(trustLines({ activeAt: at(11, 20), replyMinutes: 120, teamUpAgainCount: 3 }, now)).toEqual([
      'Active yesterday',
      'Usually replies within ~2 h',
      '3 teammates would team up again',
    ]);
    expect(trustLines({ activeAt: null, replyMinutes: null, teamUpAgainCount: 0 }, now)).toEqual([]);
  });
});
