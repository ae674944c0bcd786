import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@hackmate/shared/query';
import type { OwnProfile } from '@hackmate/shared/types';
import type { ProfileEditInput } from '@hackmate/shared/validation';
import { editProfile } from '../api/edit-profile';
import { useUpdateOwnProfile } from './use-update-own-profile';

const sameSkills = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

/**
 * PATCH /profile/edit (edit mode and onboarding). The answer updates the own profile everywhere;
 * when the skills changed the feed is read again too, since it suggests people by shared skills.
 * `errorMessage` toasts a failure (onboarding only logs it, SPEC §8).
 */
export function useEditProfile({ errorMessage }: { errorMessage?: string } = {}) {
  const queryClient = useQueryClient();
  const updateOwnProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: (fields: ProfileEditInput) => editProfile(fields),
    meta: errorMessage ? { errorMessage } : undefined,
    onSuccess: async ({ user }) => {
      const before = queryClient.getQueryData<OwnProfile>(queryKeys.profile.own())?.skills;
      await updateOwnProfile(() => user);
      if (!before || !sameSkills(before, user.skills)) void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all() });
    },
  });
}
