import { Suspense, lazy, useState, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@hackmate/shared/runtime-config';
import { useShellLocation } from '../navigation/history-context';
import { loadRemoteApp, type MountedRemote, type RemoteLoader } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type LazyRemote = LazyExoticComponent<MountedRemote['default']>;

/**
 * One lazy component per remote (and loader), kept across visits so that going back to a loaded
 * remote shows it at once. A failed load is dropped, so the next visit or Retry loads afresh.
 */
const lazyRemotes = new WeakMap<RemoteLoader, Map<RemoteName, LazyRemote>>();

function lazyRemote(load: RemoteLoader, name: RemoteName): LazyRemote {
  let byName = lazyRemotes.get(load);
  if (!byName) lazyRemotes.set(load, (byName = new Map()));
  let component = byName.get(name);
  if (!component) {
    const own: LazyRemote = lazy(() =>
      load(name).catch((error: unknown) => {
        if (byName.get(name) === own) byName.delete(name);
        throw error;
      }),
    );
    byName.set(name, (component = own));
  }
  return component;
}

export interface RemoteAppProps {
  name: RemoteName;
  /** The path the remote is mounted under, e.g. '/feed'. */
  basename: string;
  /** How the remote is loaded; Module Federation by default, a stub in tests and stories. */
  load?: RemoteLoader;
}

function RemoteLoading() {
  return (
    <p className="hm-remote-state hm-muted" role="status" aria-live="polite">
      <span className="hm-spinner" aria-hidden="true" /> Loading…
    </p>
  );
}

/** Mounts a remote's app under `basename`: loaded on first visit, with a fallback and Retry on failure. */
export function RemoteApp({ name, basename, load = loadRemoteApp }: RemoteAppProps) {
  const { pathname } = useShellLocation();
  // A new attempt remounts the boundary and picks up a fresh lazy component (the failed one was dropped).
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(load, name);

  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={(error) => <RemoteUnavailable error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Remote basename={basename} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
