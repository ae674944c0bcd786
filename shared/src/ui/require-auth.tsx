import { queryKeys, useQuery } from '@hackmate/shared/query';
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { checkAuth } from '@hackmate/shared/api';
import { $signedIn, setSignedIn, shareSessionCheck, signOutLocally } from '@hackmate/shared/stores';
import { rememberReturnPath } from './return-path';

/**
 * Protected screens (SPEC §4): the session is checked with the server on open; a signed-out
 * answer clears local state and goes to `/`, remembering the page so sign-in returns to it.
 * Children render only once the server said yes. A yes this tab already heard (the shell asks
 * on every load, and sign-in says so) is not asked again: a second check would be one more
 * round trip before the screen may ask for its data. Any 401 signs the tab out, which asks again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const confirmed = useStore($signedIn) === true;
  const { data } = useQuery({ queryKey: queryKeys.session(), queryFn: () => shareSessionCheck(checkAuth), enabled: !confirmed });
  const signedIn = confirmed || data;

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
