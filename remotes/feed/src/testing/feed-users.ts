import type { FeedUser } from '@hackmate/shared/types';

/** A developer as the feed shows them; `n` tells them apart (`u1`, 'Dev1 Example', '@dev1'). */
export function feedUser(n: number, overrides: Partial<FeedUser> = {}): FeedUser {
  return {
    _id: `u${n}`,
    fullName: `Dev${n} Example`,
    userName: `dev${n}`,
    profileUrl: '',
    bio: '',
    gradYear: 2026,
    skills: ['RUST'],
    roles: ['backend'],
    socialIds: {},
    hackathonCount: 0,
    reasons: [],
    activeAt: null,
    replyMinutes: null,
    teamUpAgainCount: 0,
    ...overrides,
  };
}

/** A full card: a bio longer than the card shows, more skills than it shows, and two reasons. */
export const ADA = feedUser(1, {
  _id: 'a1',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  bio: 'Writes the first programs for machines that do not exist yet',
  skills: ['PYTHON', 'RUST', 'C', 'GOLANG', 'REACT.JS', 'NODE.JS', 'POSTGRES', 'REDIS'],
  roles: ['frontend', 'backend'],
  hackathonCount: 2,
  reasons: ['Frontend developer — a role you lack', '3 shared skills'],
});
