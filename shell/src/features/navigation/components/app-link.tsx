import { createContext, useContext, type ReactNode } from 'react';
import type { AppLinkProps, AppNavLinkProps, LinkComponents } from './link-types';
import { PreRouterLink } from './pre-router-link';

export type { AppLinkProps, AppNavLinkProps, LinkComponents } from './link-types';

/*
 * The shell's own screens (navbar, landing page) render before react-router is loaded and after.
 * They link through these two components, which are react-router's Link (routing/router-links)
 * once the router runs, and links that start it before (the only page then is `/`, which no
 * navbar entry marks as current).
 */
const LinksContext = createContext<LinkComponents>({ Link: PreRouterLink, NavLink: PreRouterLink });

export function LinksProvider({ links, children }: { links: LinkComponents; children: ReactNode }) {
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}

/** A link to a page of this app, followed without a page load. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(LinksContext);
  return <Link {...props} />;
}

/** An AppLink that marks itself `aria-current="page"` while its page is shown. */
export function AppNavLink(props: AppNavLinkProps) {
  const { NavLink } = useContext(LinksContext);
  return <NavLink {...props} />;
}
