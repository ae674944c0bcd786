import { useCallback } from 'react';
import { hashKey, queryKeys, useQueryClient } from '@hackmate/shared/query';
import type { OwnProfile } from '@hackmate/shared/types';
import { rememberOwnProfile } from '../lib/known-profile';

export type OwnProfileChange = (profile: OwnProfile) => Partial<OwnProfile>;

/**
 * Writes a change the server confirmed (a mutation's answer) into the own profile everywhere: the
 * query cache, the local cache and `$user`. Every other profile entry (e.g. our own public page)
 * reads again. When no profile is loaded yet there is nothing to patch, so the own entry reads
 * again too.
 */
export function useUpdateOwnProfile(): (change: OwnProfileChange) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (change) => {
      const own = queryKeys.profile.own();
      // A read still under way may have started before this change was stored: its answer is older.
      await queryClient.cancelQueries({ queryKey: own });
      const next = queryClient.setQueryData<OwnProfile>(own, (current) => (current ? { ...current, ...change(current) } : current));
      if (next) rememberOwnProfile(next);
      const ownHash = hashKey(own);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile.all(), predicate: (query) => !next || query.queryHash !== ownHash });
    },
    [queryClient],
  );
}
