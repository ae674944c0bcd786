import type { RemoteName } from '@hackmate/shared/runtime-config';
import { LandingPage } from '../features/landing/components/landing-page';
import { useShellLocation } from '../navigation/history-context';
import { RemoteApp } from '../remotes';
import { NotFound } from './not-found';

export interface RemoteMount {
  remote: RemoteName;
  /** The path prefix the remote serves (everything below it too); also what the remote receives. */
  basename: string;
}

/** Which remote serves which top-level path (SPEC §2). The landing page (`/`) is the shell's own. */
export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  { remote: 'auth', basename: '/signin' },
  { remote: 'auth', basename: '/forgot-password' },
  { remote: 'auth', basename: '/reset-password' },
  { remote: 'feed', basename: '/feed' },
  { remote: 'feed', basename: '/test' },
  { remote: 'profile', basename: '/profile' },
  { remote: 'social', basename: '/reqs' },
  { remote: 'social', basename: '/connections' },
  { remote: 'social', basename: '/usercard' },
  { remote: 'chat', basename: '/convos' },
];

export type RouteMatch = { screen: 'landing' } | { screen: 'remote'; mount: RemoteMount } | { screen: 'not-found' };

/** The screen for a path: `/` is the landing page, `<basename>` and below its remote, anything else 404. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/') return { screen: 'landing' };
  const mount = REMOTE_MOUNTS.find((m) => path === m.basename || path.startsWith(`${m.basename}/`));
  return mount ? { screen: 'remote', mount } : { screen: 'not-found' };
}

/**
 * The routed screen inside the layout. Top-level matching is the shell's (a prefix per remote);
 * each remote routes below its prefix with react-router, loaded with the remote.
 */
export function AppRoutes() {
  const match = matchRoute(useShellLocation().pathname);
  switch (match.screen) {
    case 'landing':
      return <LandingPage />;
    case 'remote':
      // Keyed by mount: /reqs and /connections are the same remote but separate screens.
      return <RemoteApp key={match.mount.basename} name={match.mount.remote} basename={match.mount.basename} />;
    default:
      return <NotFound />;
  }
}
