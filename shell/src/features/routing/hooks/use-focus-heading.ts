import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@hackmate/shared/router';
import { focusHeadingWhenShown } from '../lib/focus-heading';

// The page the browser loaded: it keeps the browser's own focus. (This chunk may load only when
// the visitor leaves the landing page, which then counts as a route change.)
const LOADED_PATH = window.location.pathname;

/**
 * A route change moves the focus to the new page's h1 (inside `#main`), as a page load would
 * announce the page. Not on the page the app was loaded on, nor on redirects before the first
 * navigation (a signed-out visitor sent to /signin).
 */
export function useFocusHeadingOnNavigate(loadedPath: string = LOADED_PATH): void {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) {
      if (pathname === loadedPath || action === 'REPLACE') return;
      moved.current = true;
    }
    const main = document.getElementById('main');
    return main ? focusHeadingWhenShown(main) : undefined;
    // Only a new page, not a new search or hash on the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
