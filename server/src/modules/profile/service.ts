import { eq } from 'drizzle-orm';
import type { OwnProfile, PublicProfile } from '@hackmate/shared/types';
import { type Db, isUniqueViolation } from '../../db/client';
import { type NewUser, type User, users } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { type OwnUser, toOwnUser, toPublicUser, toTrustSignals, isListed } from '../users';
import { blockedBetween } from '../safety';
import { hackathonStore } from './journey/hackathons';
import { projectStore } from './journey/projects';
import { isAllowedProfileUrl, normaliseSocialIds, type ProfileEdit } from './schemas';

export const USER_NOT_FOUND = 'User not found';

async function findUser(db: Db, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function withJourney(db: Db, userId: string) {
  const [projects, hackathons] = await Promise.all([projectStore.list(db, userId), hackathonStore.list(db, userId)]);
  return { projects, hackathons };
}

/** GET /profile/view: everything the owner may see, e-mail included. */
export async function ownProfile(db: Db, userId: string): Promise<OwnProfile> {
  const user = await findUser(db, userId);
  return { ...toOwnUser(user), ...(await withJourney(db, userId)) };
}

/**
 * GET /profile/user/{id}: public fields only (never e-mail, hashes or provider ids), with the
 * trust signals (activity, reply time, "would team up again"). Someone
 * suspended, deleted or in a block with the viewer (either way) is 404, as if unknown.
 */
export async function publicProfile(db: Db, viewerId: string, userId: string): Promise<PublicProfile> {
  const user = await findUser(db, userId);
  if (!isListed(user) || (userId !== viewerId && (await blockedBetween(db, viewerId, userId)))) throw notFound(USER_NOT_FOUND);
  return { ...toPublicUser(user), ...toTrustSignals(user), ...(await withJourney(db, userId)) };
}

export async function editProfile(db: Db, userId: string, input: ProfileEdit): Promise<OwnUser> {
  const current = await findUser(db, userId);
  if (input.profileUrl !== undefined && !isAllowedProfileUrl(input.profileUrl, current.profileUrl)) {
    throw new HttpError(400, 'VALIDATION', 'Upload a picture to change it', { profileUrl: 'Upload a picture to change it' });
  }
  const changes: Partial<NewUser> = {};
  if (input.fullName !== undefined) changes.fullName = input.fullName;
  if (input.userName !== undefined) changes.userName = input.userName;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.profileUrl !== undefined) changes.profileUrl = input.profileUrl;
  if (input.gradYear !== undefined) changes.gradYear = input.gradYear;
  if (input.skills !== undefined) changes.skills = input.skills;
  if (input.roles !== undefined) changes.roles = input.roles;
  // Platforms left out of the body keep their value; the ones sent replace it.
  if (input.socialIds !== undefined) changes.socialIds = normaliseSocialIds({ ...current.socialIds, ...input.socialIds });
  if (Object.keys(changes).length === 0) return toOwnUser(current);
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) throw notFound(USER_NOT_FOUND);
    return toOwnUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('That username is already taken', 'USERNAME_TAKEN');
    throw err;
  }
}
