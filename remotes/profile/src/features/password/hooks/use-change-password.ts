import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import type { ChangePasswordBody } from '@hackmate/shared/contracts';
import { changePassword } from '../api/change-password';

/**
 * Changes the password. The server signs every other session out, so the session list is read
 * again. Refusals are not toasted: the form shows them beside the field they concern.
 */
export function useChangePassword({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body),
    onSuccess: () => {
      toast.success('Password changed. Your other sessions were signed out.');
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: queryKeys.settings.sessions() });
    },
  });
}
