import { Suspense, lazy, useState, type LazyExoticComponent } from 'react';
import { useLocation } from '@hackmate/shared/router';
import { LoadingState, NeedsNewerAppState, UnavailableState } from '../../layout';
import { loadRemoteApp, type LoadedRemote, type RemoteLoader } from '../lib/load-remote';
import { RemoteVersionError } from '../lib/remote-version-error';
import { markLoadFailure, reportRemoteFailure } from '../lib/report-remote-failure';
import { RemoteErrorBoundary } from './remote-error-boundary';

type LazyRemote = LazyExoticComponent<LoadedRemote['default']>;

/**
 * One lazy component per remote (and loader), kept across visits so that going back to a loaded
 * remote shows it at once. A failed load is dropped, so the next visit or Retry loads afresh.
 */
const lazyRemotes = new WeakMap<RemoteLoader, Map<string, LazyRemote>>();

function lazyRemote(load: RemoteLoader, name: string): LazyRemote {
  let byName = lazyRemotes.get(load);
  if (!byName) lazyRemotes.set(load, (byName = new Map()));
  let component = byName.get(name);
  if (!component) {
    const own: LazyRemote = lazy(() =>
      load(name).catch((error: unknown) => {
        if (byName.get(name) === own) byName.delete(name);
        markLoadFailure(error);
        throw error;
      }),
    );
    byName.set(name, (component = own));
  }
  return component;
}

interface RemoteAppProps {
  name: string;
  /** The path the remote is mounted under, e.g. '/feed'. */
  basename: string;
  /** How the remote is loaded; Module Federation by default, a stub in tests and stories. */
  load?: RemoteLoader;
}

/**
 * Mounts a remote's app under `basename` inside the shell's router (the remote routes below it
 * with its own <Routes>): loaded on first visit, with a fallback and Retry on failure, or Reload
 * when the remote needs a newer app than this page runs.
 */
export function RemoteApp({ name, basename, load = loadRemoteApp }: RemoteAppProps) {
  const { pathname } = useLocation();
  // A new attempt remounts the boundary and picks up a fresh lazy component (the failed one was dropped).
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(load, name);

  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      onError={(error) => reportRemoteFailure(name, error)}
      fallback={(error) =>
        error instanceof RemoteVersionError ? (
          <NeedsNewerAppState detail={error.message} />
        ) : (
          <UnavailableState error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )
      }
    >
      <Suspense fallback={<LoadingState />}>
        <Remote basename={basename} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
