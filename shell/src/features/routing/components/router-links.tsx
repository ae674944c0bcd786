import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from '@hackmate/shared/router';
import { LinksProvider, type AppNavLinkProps, type LinkComponents } from '../../navigation';

function RouterNavLink({ activeOn, ...props }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const current = activeOn ? activeOn.some((pattern) => matchPath(pattern, pathname)) : matchPath({ path: props.to, end: false }, pathname);
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

const ROUTER_LINKS: LinkComponents = { Link, NavLink: RouterNavLink };

/** Inside the router, the shell's AppLink and AppNavLink are react-router's links. */
export function RouterLinks({ children }: { children: ReactNode }) {
  return <LinksProvider links={ROUTER_LINKS}>{children}</LinksProvider>;
}
