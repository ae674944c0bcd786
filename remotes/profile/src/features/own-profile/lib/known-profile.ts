import { effectiveRoles, emptySocialIds } from '@hackmate/shared/catalogues';
import { $user, readProfileCache, setUser, writeProfileCache, type UserState } from '@hackmate/shared/stores';
import type { OwnProfile } from '@hackmate/shared/types';

/**
 * A profile built from what the client already knows, so the screen can draw before the server
 * answers. Fields a stored copy may lack (it may predate them, e.g. roles) get their defaults.
 */
function fromKnownUser(user: UserState): OwnProfile | null {
  if (!user._id) return null;
  return {
    _id: user._id,
    fullName: user.fullName ?? '',
    userName: user.userName ?? '',
    emailId: user.emailId ?? '',
    profileUrl: user.profileUrl ?? '',
    bio: user.bio ?? '',
    gradYear: user.gradYear ?? null,
    skills: user.skills ?? [],
    roles: user.roles ?? effectiveRoles(user.chosenRoles ?? [], user.skills ?? []),
    chosenRoles: user.chosenRoles ?? [],
    socialIds: { ...emptySocialIds(), ...user.socialIds },
    projects: user.projects ?? [],
    hackathons: user.hackathons ?? [],
  };
}

/** What the own profile shows until the server answers: the local cache (SPEC §3), else the store. */
export function knownProfile(): OwnProfile | null {
  const user = $user.get();
  const cached = readProfileCache();
  // A cache left behind by another account on this browser must never be shown.
  if (cached && (!user._id || cached._id === user._id)) return fromKnownUser(cached);
  return fromKnownUser(user);
}

/**
 * Keeps a profile the server confirmed: in the local cache for the next visit, and in `$user`
 * (persisted) so that a reload shows the new name and picture before anything is fetched. A
 * partial profile pieced together from the store is never kept: it is not a profile.
 */
export function rememberOwnProfile(profile: OwnProfile): void {
  writeProfileCache(profile);
  setUser({ ...$user.get(), ...profile });
}
