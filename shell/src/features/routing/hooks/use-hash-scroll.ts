import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@hackmate/shared/router';
import { scrollToHash } from '../../navigation';

/**
 * Follows `/#features`-style links to their section, also when arriving from another route (the
 * section renders before this effect runs) or choosing the same link twice (a new location key).
 * Other new pages start at the top; back/forward keeps the browser's own scroll restoration.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    if (!scrollToHash(hash) && !hash && action !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, key, action]);
}
