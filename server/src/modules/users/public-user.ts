import { effectiveRoles } from '@hackmate/shared/catalogues';
import type { PublicUser, TrustSignals } from '@hackmate/shared/types';
import { users, type User } from '../../db/schema';

export type { PublicUser };
export type OwnUser = PublicUser & { emailId: string; chosenRoles: PublicUser['roles'] };

/** The columns toPublicUser reads, so hot queries (the feed, Find people) can select only these. */
export const publicUserColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  profileUrl: users.profileUrl,
  bio: users.bio,
  gradYear: users.gradYear,
  skills: users.skills,
  roles: users.roles,
  socialIds: users.socialIds,
};

export type PublicUserRow = Pick<User, keyof typeof publicUserColumns> & Partial<Pick<User, 'deletedAt'>>;

/**
 * The one way a user row leaves the server for other people: an allow-list, so a column
 * added later (a hash, a token, a provider id) stays private until someone decides otherwise.
 */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    userName: row.userName,
    profileUrl: row.profileUrl,
    bio: row.bio,
    gradYear: row.gradYear,
    skills: [...row.skills],
    roles: effectiveRoles(row.roles, row.skills),
    socialIds: { ...row.socialIds },
    // Messages outlive their sender's account: clients show "Deleted user" without a profile link.
    ...(row.deletedAt ? { deleted: true as const } : {}),
  };
}

/** The columns toTrustSignals reads (the feed's card cache selects them). */
export type TrustRow = Pick<User, 'lastActiveAt' | 'showPresence' | 'replyMinutes' | 'teamUpAgainCount'>;

/**
 * How someone keeps up with people, for their profile and feed card: when they were last active
 * (not while they hide their presence), how fast they usually answer, and how many teammates
 * would team up with them again.
 */
export function toTrustSignals(row: TrustRow): TrustSignals {
  return {
    activeAt: row.showPresence ? row.lastActiveAt.toISOString() : null,
    replyMinutes: row.replyMinutes,
    teamUpAgainCount: row.teamUpAgainCount,
  };
}

/** The signed-in user's own view: public fields plus their own e-mail address. */
export function toOwnUser(row: User): OwnUser {
  return { ...toPublicUser(row), emailId: row.emailId, chosenRoles: effectiveRoles(row.roles, []) };
}
