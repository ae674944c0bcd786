import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAuth } from '@hackmate/shared/api';
import { queryKeys } from '@hackmate/shared/query';
import { setSignedIn, signOutLocally } from '@hackmate/shared/stores';
import { rememberReturnPath } from './return-path';

/**
 * Protected screens (SPEC §4): the session is checked with the server on open; a signed-out
 * answer clears local state and goes to `/`, remembering the page so sign-in returns to it. Children render only once the check passed. A
 * recent "yes" is reused between screens (the cache forgets it on sign-out, and any 401 signs
 * the tab out anyway).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: signedIn } = useQuery({ queryKey: queryKeys.session(), queryFn: checkAuth });

  useEffect(() => {
    if (signedIn === true) setSignedIn(true);
    if (signedIn === false) {
      signOutLocally();
      rememberReturnPath(`${window.location.pathname}${window.location.search}`);
      navigate('/', { replace: true });
    }
  }, [signedIn, navigate]);

  if (signedIn !== true) return <p className="hm-muted" role="status">Checking your session…</p>;
  return <>{children}</>;
}
