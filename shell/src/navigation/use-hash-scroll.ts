import { useEffect } from 'react';
import { useNavigationAction, useShellLocation } from './history-context';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * In-app navigation does not scroll by itself. Follow `/#features`-style links with a smooth
 * scroll to the target, also when arriving from another route (the target renders before this
 * effect runs) or clicking the same link twice (new location key). Other new pages start at the
 * top; back/forward keeps the browser's own scroll restoration.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useShellLocation();
  const action = useNavigationAction();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    else if (!hash && action !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, key, action]);
}
