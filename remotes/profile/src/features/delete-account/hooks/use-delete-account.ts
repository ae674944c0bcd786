import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { DeleteAccountBody } from '@hackmate/shared/contracts';
import { signOutLocally } from '@hackmate/shared/stores';
import { deleteAccount } from '../api/delete-account';

/**
 * Deletes the account. The server has ended every session by then; this tab forgets the user
 * (which also empties the query cache) and opens the landing page. Refusals are shown in the
 * dialog, not toasted.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => deleteAccount(body),
    onSuccess: () => {
      toast.success('Your account was deleted');
      signOutLocally();
      navigate('/', { replace: true });
    },
  });
}
