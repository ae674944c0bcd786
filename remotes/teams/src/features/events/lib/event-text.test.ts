import { describe, expect, it } from 'vitest';
import { countsText, eventDatesText, placeText, teamSizeText } from './event-text';

describe('event text', () => {
  it('writes the dates in the given locale and zone, with the zone, once when both ends share a day', () => {
    expect(eventDatesText('2030-03-01T08:00:00Z', '2030-03-02T17:00:00Z', 'en-GB', 'Europe/Berlin')).toMatch(/^1 Mar 2030, 09:00 CET\s–\s2 Mar 2030, 18:00 CET$/);
    expect(eventDatesText('2030-03-01T08:00:00Z', '2030-03-01T17:00:00Z', 'en-US', 'UTC')).toMatch(/^Mar 1, 2030, 8:00\sAM\s–\s5:00\sPM UTC$/);
  });

  it('says online or the city', () => {
    expect(placeText({ mode: 'online', city: null })).toBe('Online');
    expect(placeText({ mode: 'in-person', city: 'Lagos' })).toBe('Lagos');
  });

  it('gives the team size as a range, or one number', () => {
    expect(teamSizeText({ minTeamSize: 1, maxTeamSize: 4 })).toBe('Teams of 1–4');
    expect(teamSizeText({ minTeamSize: 3, maxTeamSize: 3 })).toBe('Teams of 3');
  });

  it('counts who is there', () => {
    expect(countsText({ goingCount: 12, lookingCount: 5, teamCount: 3 })).toBe('12 going · 5 looking · 3 teams');
    expect(countsText({ goingCount: 1, lookingCount: 0, teamCount: 1 })).toBe('1 going · 0 looking · 1 team');
  });
});
