import { useMutation } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import type { DeleteAccountBody } from '@hackmate/shared/contracts';
import { getGoogleIdentity, type FirebaseSettings } from '@hackmate/shared/google';
import { signOutLocally } from '@hackmate/shared/stores';
import { deleteAccount } from '../api/delete-account';

/** What proves the owner is at the keyboard: the password, or (accounts made with Google) a fresh Google sign-in. */
export type DeletionProof = DeleteAccountBody | { google: FirebaseSettings };

/**
 * Deletes the account (with Google: the popup first, then its fresh token). The server has ended every session by then; this tab forgets the user
 * (which also empties the query cache) and opens the landing page. Refusals are shown in the
 * dialog, not toasted.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (proof: DeletionProof) =>
      deleteAccount('google' in proof ? { idToken: (await getGoogleIdentity(proof.google)).idToken } : proof),
    onSuccess: () => {
      toast.success('Your account was deleted');
      signOutLocally();
      navigate('/', { replace: true });
    },
  });
}
