import { describe, expect, it } from 'vitest';
import { durationText, outcomeText } from './outcome-text';

const outcome = { at: '2030-02-20T09:00:00.000Z', participants: 42, inTeams: 40, share: 40 / 42 };

describe('outcomeText', () => {
  it('gives the share at the deadline once it has passed, and so far before it', () => {
    expect(outcomeText({ ...outcome, atDeadline: true, medianMinutesToTeam: 30 }).share).toBe('95% of participants in a team at the formation deadline (40 of 42).');
    expect(outcomeText({ ...outcome, atDeadline: false, medianMinutesToTeam: 30 }).share).toBe('95% of participants in a team so far (40 of 42).');
  });

  it('says when there is nothing to measure', () => {
    const none = outcomeText({ ...outcome, atDeadline: false, participants: 0, inTeams: 0, share: null, medianMinutesToTeam: null });
    expect(none).toEqual({ share: 'Nobody was going yet.', wait: 'Nobody is in a team yet.' });
  });

  it('says durations as people do', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(330)).toBe('5.5 h');
    expect(durationText(1_830)).toBe('30.5 h');
    expect(durationText(3 * 1440)).toBe('3.0 days');
  });
});
