import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import type { BlockedUser } from '@hackmate/shared/contracts';
import { getBlockedUsers } from '../api/get-blocked-users';
import { unblockUser } from '../api/unblock-user';

/** The people the user blocked (GET /users/blocked). */
export function useBlockedUsers() {
  return useQuery({ queryKey: queryKeys.settings.blocked(), queryFn: ({ signal }) => getBlockedUsers({ signal }) });
}

/** 'Unblock': they leave the list, and may show up in the feed and on their profile again. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: BlockedUser) => unblockUser(person._id),
    meta: { errorMessage: 'Could not unblock. Please try again.' },
    onSuccess: (_answer, person) => {
      toast.success(`${person.fullName} is unblocked`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.blocked() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.feed.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.user(person._id) }),
      ]);
    },
  });
}
