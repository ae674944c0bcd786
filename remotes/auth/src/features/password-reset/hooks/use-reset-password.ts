import { apiErrorMessage } from '@hackmate/shared/api';
import { firstErrorMessage, resetPasswordSchema } from '@hackmate/shared/validation';
import { useMutation } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { resetPassword } from '../api/reset-password';

export const RESET_FAILED = 'An error occured :(';
export const RESET_DONE = 'Password changed! Sign in with new password';

/** Sets the new password with the mailed link's `id` and `token`, then goes to /signin either way (SPEC §4). */
export function useResetPassword(id: string, token: string) {
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: (password: string) => resetPassword(id, token, password),
    onSuccess: () => toast.success(RESET_DONE),
    onError: (err) => {
      const message = apiErrorMessage(err, RESET_FAILED);
      toast.error(message === 'Failure' ? RESET_FAILED : message);
    },
    onSettled: () => navigate('/signin'),
  });

  function submit(password: string) {
    if (isPending) return;
    // The server enforces the same rule; checking first keeps the one-time link usable
    // for a second try instead of sending the person back to /signin.
    const parsed = resetPasswordSchema.safeParse({ password });
    if (parsed.success) mutate(parsed.data.password);
    else toast.error(firstErrorMessage(parsed.error));
  }

  return { submit, busy: isPending };
}
