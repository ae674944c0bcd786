import { useQuery } from '@hackmate/shared/query';
import { useEffect, useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { checkAuth } from '@hackmate/shared/api';
import { $signedIn, setSignedIn } from '@hackmate/shared/stores';

export const ALREADY_SIGNED_IN = 'User already logged in, redirecting to feed';

/**
 * SPEC §2: opening the sign-in screen while signed in shows an error toast and goes to /feed.
 * The store answers at once when the navbar already checked; otherwise the server is asked.
 * Only the state at opening counts: signing in on this screen must not trigger it.
 */
export function useRedirectIfSignedIn(): void {
  const navigate = useNavigate();
  const [knownSignedIn] = useState(() => $signedIn.get() === true);
  const { data: serverSaysSignedIn = false } = useQuery({
    queryKey: ['auth', 'signed-in-at-open'],
    queryFn: checkAuth,
    enabled: !knownSignedIn,
    // Asked afresh on every opening of the screen, never answered from an older visit.
    gcTime: 0,
  });
  const signedIn = knownSignedIn || serverSaysSignedIn;

  useEffect(() => {
    if (!signedIn) return;
    setSignedIn(true);
    // A fixed id: StrictMode's double mount must not show the toast twice.
    toast.error(ALREADY_SIGNED_IN, { toastId: 'already-signed-in' });
    navigate('/feed', { replace: true });
  }, [signedIn, navigate]);
}
