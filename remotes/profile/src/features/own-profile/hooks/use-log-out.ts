import { useMutation } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { signOutLocally } from '@hackmate/shared/stores';
import { logOut } from '../api/log-out';

/**
 * 'Log Out' (SPEC §4): end the session, forget everything cached about the user (signing out
 * also empties the query cache), go to the landing page.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => logOut(),
    meta: { errorMessage: 'Something went wrong' },
    onSuccess: () => {
      toast.success('User logged out successfully!');
      signOutLocally();
      navigate('/');
    },
  });
  return {
    logOut: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    busy: mutation.isPending,
  };
}
