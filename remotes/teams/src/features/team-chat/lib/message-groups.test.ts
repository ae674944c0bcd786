import { describe, expect, it } from 'vitest';
import { formatWhen, groupTeamMessages } from './message-groups';
import type { TeamDisplayMessage } from './conversation';

const at = (minute: number) => new Date(Date.UTC(2030, 2, 1, 10, minute)).toISOString();
const msg = (_id: string, senderId: string, minute: number): TeamDisplayMessage => ({
  _id, teamId: 't', senderId, senderName: senderId.toUpperCase(), text: _id, timestamp: at(minute), clientId: `c-${_id}`,
});

describe('groupTeamMessages', () => {
  it('groups one sender’s messages within 5 minutes of each other, and starts again after a gap or another sender', () => {
    const groups = groupTeamMessages([msg('1', 'ana', 0), msg('2', 'ana', 4), msg('3', 'ana', 9), msg('4', 'ben', 10), msg('5', 'ana', 11)]);
    expect(groups.map((g) => [g.senderName, g.timestamp, g.messages.map((m) => m._id)])).toEqual([
      ['ANA', at(0), ['1', '2', '3']],
      ['BEN', at(10), ['4']],
      ['ANA', at(11), ['5']],
    ]);
    expect(groupTeamMessages([msg('1', 'ana', 0), msg('2', 'ana', 6)])).toHaveLength(2);
    expect(groupTeamMessages([])).toEqual([]);
  });
});

describe('formatWhen', () => {
  it('says the time today and the date with it on other days', () => {
    const now = new Date(Date.UTC(2030, 2, 1, 18, 0));
    expect(formatWhen(at(5), { now, locale: 'en-GB', timeZone: 'UTC' })).toBe('10:05');
    expect(formatWhen(at(5), { now: new Date(Date.UTC(2030, 2, 3)), locale: 'en-GB', timeZone: 'UTC' })).toBe('1 Mar, 10:05');
    expect(formatWhen('not a time')).toBe('');
  });
});
