import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { emptySocialIds } from '@hackmate/shared/catalogues';
import { $user, readProfileCache, setUser, writeProfileCache, type UserState } from '@hackmate/shared/stores';
import type { OwnProfile } from '@hackmate/shared/types';
import { isTempId } from '../../../lib/temp-id';
import { getOwnProfile } from '../api/get-own-profile';

const isSaved = (item: { _id: string }) => !isTempId(item._id);

/** A profile built from what the client already knows, so the screen can draw before the server answers. */
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
    socialIds: { ...emptySocialIds(), ...user.socialIds },
    projects: user.projects ?? [],
    hackathons: user.hackathons ?? [],
  };
}

function initialProfile(): OwnProfile | null {
  const user = $user.get();
  const cached = readProfileCache();
  // A cache left behind by another account on this browser must never be shown.
  if (cached && (!user._id || cached._id === user._id)) return cached;
  return fromKnownUser(user);
}

/** Unsaved `temp-` items live only on this screen: never cached, never shared through the store. */
function savedOnly(profile: OwnProfile): OwnProfile {
  return { ...profile, projects: profile.projects.filter(isSaved), hackathons: profile.hackathons.filter(isSaved) };
}

/**
 * The own profile (SPEC §4): shown at once from the local cache or the store, refreshed from
 * GET /profile/view, and every change is written back to the cache and merged into `$user`.
 */
export function useOwnProfile() {
  const [profile, setProfile] = useState<OwnProfile | null>(initialProfile);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const fromServer = useRef(false);

  useEffect(() => {
    let cancelled = false;
    getOwnProfile()
      .then((fresh) => {
        if (cancelled) return;
        fromServer.current = true;
        // Items the user is still typing in survive the refresh.
        setProfile((prev) => ({
          ...fresh,
          projects: [...fresh.projects, ...(prev?.projects.filter((p) => !isSaved(p)) ?? [])],
          hackathons: [...fresh.hackathons, ...(prev?.hackathons.filter((h) => !isSaved(h)) ?? [])],
        }));
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.error('Loading the profile failed', err);
        toast.error('Something went wrong');
        setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    // Only what the server confirmed is cached: a partial profile from the store is not a profile.
    if (!profile || !fromServer.current) return;
    const saved = savedOnly(profile);
    writeProfileCache(saved);
    // Persisted too, so a reload shows the new name and picture before anything is fetched.
    setUser({ ...$user.get(), ...saved });
  }, [profile]);

  /** Merges a change into the profile; pass a function to build it from the latest profile. */
  const update = useCallback((patch: Partial<OwnProfile> | ((current: OwnProfile) => Partial<OwnProfile>)) => {
    setProfile((prev) => (prev ? { ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) } : prev));
  }, []);

  return { profile, status, update };
}
