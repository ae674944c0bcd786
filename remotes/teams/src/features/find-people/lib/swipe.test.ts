import { describe, expect, it } from 'vitest';
import { hoursApartText } from './filters';
import { inviteRole, swipeSide } from './swipe';

describe('swipeSide', () => {
  it.each([
    [0, null],
    [100, null],
    [101, 'right'],
    [-100, null],
    [-101, 'left'],
  ])('a drag released at %i px → %s', (offset, side) => {
    expect(swipeSide(offset)).toBe(side);
  });
});

describe('inviteRole', () => {
  it('invites for the open role they bring that the team needs most, else for none', () => {
    const open = [
      { role: 'design', count: 1 },
      { role: 'backend', count: 2 },
    ];
    expect(inviteRole(open, ['design', 'backend'])).toBe('backend');
    expect(inviteRole(open, ['design'])).toBe('design');
    expect(inviteRole(open, ['ml'])).toBeUndefined();
  });
});

describe('hoursApartText', () => {
  it('says how far someone is from the team', () => {
    expect([0, 0.75, 2, 5.5, null].map(hoursApartText)).toEqual(['same time zone as your team', '45 min from your team', '2 h from your team', '5.5 h from your team', null]);
  });
});
