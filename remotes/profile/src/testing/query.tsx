import type { ReactElement } from 'react';
import { queryKeys, skipToken, useQuery } from '@hackmate/shared/query';
import { createTestQueryClient, renderWithProviders } from '@hackmate/shared/testing';
import type { OwnProfile } from '@hackmate/shared/types';

/**
 * Renders a piece of /profile over a cache that already holds the own profile, the way the page
 * gives it the current profile; `ownProfile()` reads what the cache holds now.
 */
export function renderWithOwnProfile(ui: (profile: OwnProfile) => ReactElement, profile: OwnProfile) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.profile.own(), profile);
  function OwnProfileReader() {
    const { data } = useQuery<OwnProfile>({ queryKey: queryKeys.profile.own(), queryFn: skipToken });
    return data ? ui(data) : null;
  }
  const result = renderWithProviders(<OwnProfileReader />, { queryClient });
  return { ...result, ownProfile: () => queryClient.getQueryData<OwnProfile>(queryKeys.profile.own())! };
}
