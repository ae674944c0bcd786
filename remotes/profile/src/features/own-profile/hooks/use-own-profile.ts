import { useState } from 'react';
import { queryKeys, useQuery } from '@hackmate/shared/query';
import type { OwnProfile } from '@hackmate/shared/types';
import { getOwnProfile } from '../api/get-own-profile';
import { knownProfile, rememberOwnProfile } from '../lib/known-profile';

export interface OwnProfileState {
  /** The server's profile, else what the client already knew; null when it knows nothing yet. */
  profile: OwnProfile | null;
  /** The last read failed (the known profile, if any, stays on screen). */
  failed: boolean;
}

/**
 * The own profile (SPEC §4): drawn at once from the local cache or the store, then read from
 * GET /profile/view into `queryKeys.profile.own()`; every answer is remembered locally. A failed
 * read toasts 'Something went wrong'.
 */
export function useOwnProfile(): OwnProfileState {
  const [known] = useState(knownProfile);
  const query = useQuery({
    queryKey: queryKeys.profile.own(),
    queryFn: async ({ signal }) => {
      const profile = await getOwnProfile({ signal });
      rememberOwnProfile(profile);
      return profile;
    },
    meta: { errorMessage: 'Something went wrong' },
  });
  return { profile: query.data ?? known, failed: query.isError };
}
