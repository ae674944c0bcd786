import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { OwnProfile } from '@hackmate/shared/types';
import type { ProfileEditInput } from '@hackmate/shared/validation';
import { editProfile } from '../api/edit-profile';
import { useUpdateOwnProfile } from './use-update-own-profile';

const sameItems = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

/**
 * PATCH /profile/edit (edit mode and onboarding). The answer updates the own profile everywhere;
 * when the skills or roles changed the feed is read again too, since it ranks people by the skills
 * and roles they share with the viewer or bring that the viewer lacks.
 * `errorMessage` toasts a failure (onboarding only logs it, SPEC §8).
 */
export function useEditProfile({ errorMessage }: { errorMessage?: string } = {}) {
  const queryClient = useQueryClient();
  const updateOwnProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: (fields: ProfileEditInput) => editProfile(fields),
    meta: errorMessage ? { errorMessage } : undefined,
    onSuccess: async ({ user }) => {
      const before = queryClient.getQueryData<OwnProfile>(queryKeys.profile.own());
      await updateOwnProfile(() => user);
      const same = before && sameItems(before.skills, user.skills) && sameItems(before.roles, user.roles);
      if (!same) void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all() });
    },
  });
}
