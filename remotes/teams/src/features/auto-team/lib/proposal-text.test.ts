import type { AutoTeamProposal } from '@hackmate/shared/contracts';
import { describe, expect, it } from 'vitest';
import { settledText, timeLeftText, utcOffsetText } from './proposal-text';

const NOW = Date.parse('2030-03-01T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;

describe('timeLeftText', () => {
  it('says hours, then hours and minutes, then minutes as the end nears', () => {
    expect(timeLeftText(at(24 * 60 * MIN), NOW)).toBe('24 h left');
    expect(timeLeftText(at((10 * 60 + 59) * MIN), NOW)).toBe('10 h left');
    expect(timeLeftText(at((3 * 60 + 5) * MIN + 30_000), NOW)).toBe('3 h 5 min left');
    expect(timeLeftText(at(2 * 60 * MIN), NOW)).toBe('2 h left');
    expect(timeLeftText(at(59 * MIN), NOW)).toBe('59 min left');
    expect(timeLeftText(at(30_000), NOW)).toBe('Less than a minute left');
    expect(timeLeftText(at(0), NOW)).toBe('Time is up');
    expect(timeLeftText(at(-MIN), NOW)).toBe('Time is up');
  });
});

describe('utcOffsetText', () => {
  it('writes offsets as people do, with half and quarter hours', () => {
    expect(utcOffsetText(0)).toBe('UTC');
    expect(utcOffsetText(60)).toBe('UTC+1');
    expect(utcOffsetText(330)).toBe('UTC+5:30');
    expect(utcOffsetText(345)).toBe('UTC+5:45');
    expect(utcOffsetText(-480)).toBe('UTC\u22128');
    expect(utcOffsetText(-570)).toBe('UTC\u22129:30');
  });
});

describe('settledText', () => {
  const proposal = (status: AutoTeamProposal['status']): AutoTeamProposal => ({ _id: 'p', eventId: 'e', status, createdAt: at(0), expiresAt: at(1), teamId: null, members: [] });

  it('says why a proposal ended and whether I am still in Match me', () => {
    expect(settledText(proposal('declined'), true, false)).toBe("Someone declined, so this team won't form. You're still in Match me: we'll look again soon.");
    expect(settledText(proposal('expired'), false, false)).toBe('Not enough people confirmed in time. Switch Match me on to be matched again.');
    expect(settledText(proposal('failed'), true, false)).toMatch(/^Someone can no longer join/);
    expect(settledText(proposal('formed'), false, true)).toBe('Everyone who confirmed is now in the team.');
    expect(settledText(proposal('formed'), false, false)).toBe('The others confirmed in time and formed the team. Switch Match me on to be matched again.');
  });
});
