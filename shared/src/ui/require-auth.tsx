import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAuth } from '@hackmate/shared/api';
import { setSignedIn, signOutLocally } from '@hackmate/shared/stores';

/**
 * Protected screens (SPEC §4): the session is checked with the server on open; a signed-out
 * answer clears local state and goes to `/`. Children render only once the check passed.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void checkAuth().then((ok) => {
      if (cancelled) return;
      if (ok) {
        setSignedIn(true);
        setAllowed(true);
      } else {
        signOutLocally();
        navigate('/', { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (!allowed) return <p className="hm-muted" role="status">Checking your session…</p>;
  return <>{children}</>;
}
