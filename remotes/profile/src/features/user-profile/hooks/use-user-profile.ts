import { useEffect } from 'react';
import { queryKeys, skipToken, useQuery } from '@hackmate/shared/query';
import { apiStatus } from '@hackmate/shared/api';
import { setOtherUser } from '@hackmate/shared/stores';
import type { PublicProfile } from '@hackmate/shared/types';
import { getUserProfile } from '../api/get-user-profile';

export type UserProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'not-found' }
  | { status: 'failed' };

/** A malformed or unknown id: no retry will find it. */
const isMissing = (error: unknown) => apiStatus(error) === 404 || apiStatus(error) === 400;

/**
 * The viewed profile (`queryKeys.profile.user(id)`), also kept in `$otherUser` (SPEC §3), and what
 * to show meanwhile. Each id has its own entry, so an answer for a previous id never shows.
 */
export function useUserProfile(userId: string | undefined): UserProfileState {
  const { data: profile, error, isError } = useQuery({
    queryKey: queryKeys.profile.user(userId ?? ''),
    queryFn: userId ? ({ signal }) => getUserProfile(userId, { signal }) : skipToken,
  });

  useEffect(() => {
    if (profile) setOtherUser(profile);
  }, [profile]);

  if (!userId) return { status: 'not-found' };
  if (profile) return { status: 'ready', profile };
  if (isError) return { status: isMissing(error) ? 'not-found' : 'failed' };
  return { status: 'loading' };
}
