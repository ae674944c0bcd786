import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { apiStatus } from '@hackmate/shared/api';
import type { AccountSession } from '@hackmate/shared/contracts';
import { signOutLocally } from '@hackmate/shared/stores';
import { getSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';

/** The own sessions (GET /account/sessions). */
export function useSessions() {
  return useQuery({ queryKey: queryKeys.settings.sessions(), queryFn: ({ signal }) => getSessions({ signal }) });
}

/**
 * 'Sign out' on one session. Another browser's leaves the list; this browser's is a sign-out like
 * Log Out: everything local is forgotten and the landing page opens.
 */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (session: AccountSession) => signOutSession(session._id),
    meta: { errorMessage: 'Could not sign that session out. Please try again.' },
    onSuccess: (_answer, session) => {
      if (session.current) {
        toast.success('You signed out');
        signOutLocally();
        navigate('/');
        return;
      }
      toast.success(`Signed out of ${session.browser}`);
    },
    onSettled: (_answer, error, session) => {
      // Gone already (404) is what was asked for: the list catches up either way.
      if (!session.current || apiStatus(error) === 404) return queryClient.invalidateQueries({ queryKey: queryKeys.settings.sessions() });
    },
  });
}

/** 'Sign out of all other sessions' (asked first): every browser but this one is signed out. */
export function useSignOutOtherSessions({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutOtherSessions(),
    meta: { errorMessage: 'Could not sign the other sessions out. Please try again.' },
    onSuccess: () => {
      toast.success('Signed out of all other sessions');
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.sessions() }),
  });
}
