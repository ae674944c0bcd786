import type { MouseEvent } from 'react';
import type { AppNavLinkProps } from './link-types';
import { useRouterStarter } from './deferred-router';

/** Plain clicks navigate in-app; modified clicks (new tab, download…) stay with the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link on the landing page before react-router is loaded: pointing at it or focusing it
 * fetches the router, and a click goes through the router (or just scrolls, for a section of
 * the page). Takes `activeOn` only to stand in for the router's NavLink.
 */
export function PreRouterLink({ to, activeOn: _activeOn, onClick, onFocus, onPointerEnter, ...rest }: AppNavLinkProps) {
  const { preload, go } = useRouterStarter();
  return (
    <a
      {...rest}
      href={to}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(to);
      }}
    />
  );
}
