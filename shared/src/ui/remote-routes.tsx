import type { ReactNode } from 'react';
import { Route, Routes } from '@hackmate/shared/router';

export interface RemoteRoute {
  /** Full path from the site root without the leading slash, e.g. 'profile/user/:userId'. */
  path: string;
  element: ReactNode;
}

/** The one prop the shell gives a remote: the path it is mounted under ('/' when standalone). */
export interface RemoteAppProps {
  basename: string;
}

/**
 * Renders a remote's routes below wherever the shell mounted it. A remote declares full paths
 * once; mounted at `/profile/*` it serves the `profile…` ones relative to that mount, and run
 * standalone (basename '/') it serves them all.
 */
export function RemoteRoutes({ basename, routes, fallback }: RemoteAppProps & { routes: RemoteRoute[]; fallback?: ReactNode }) {
  const prefix = basename.replace(/^\/+|\/+$/g, '');
  const mounted = routes
    .filter((r) => !prefix || r.path === prefix || r.path.startsWith(`${prefix}/`))
    .map((r) => ({ ...r, relative: prefix ? r.path.slice(prefix.length).replace(/^\//, '') : r.path }));
  return (
    <Routes>
      {mounted.map((r) => (r.relative ? <Route key={r.path} path={r.relative} element={r.element} /> : <Route key={r.path} index element={r.element} />))}
      {fallback ? <Route path="*" element={fallback} /> : null}
    </Routes>
  );
}
