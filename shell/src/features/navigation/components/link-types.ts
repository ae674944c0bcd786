import type { AnchorHTMLAttributes, ComponentType } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute in-app path, e.g. '/feed' or '/#features'. */
  to: string;
}

export interface AppNavLinkProps extends AppLinkProps {
  /** Route patterns (e.g. '/profile/update/*') on which this is the current page; default: `to` and below. */
  activeOn?: readonly string[];
}

export interface LinkComponents {
  Link: ComponentType<AppLinkProps>;
  /** Marks itself `aria-current="page"` on its pages. */
  NavLink: ComponentType<AppNavLinkProps>;
}
