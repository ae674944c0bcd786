import { reportClientError } from '@hackmate/shared/api';
import { getRuntimeConfig } from '@hackmate/shared/runtime-config';
import { RemoteVersionError } from './remote-version-error';

// Errors thrown while fetching a remote (manifest, entry, chunks), as opposed to while rendering it.
const loadFailures = new WeakSet<object>();

/** Marks an error as a load failure, so the boundary that catches it reports the right kind. */
export function markLoadFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
}

/**
 * The version a remote is deployed at, from its manifest URL when it is published to a versioned
 * path (`…/<name>/<version>/mf-manifest.json`); 'unversioned' otherwise.
 */
export function remoteVersion(name: string): string {
  try {
    const entry = getRuntimeConfig().remotes[name]?.entry;
    if (!entry) return 'unknown';
    const segments = new URL(entry, window.location.href).pathname.split('/');
    const at = segments.lastIndexOf(name);
    const version = at >= 0 && segments.length === at + 3 ? segments[at + 1] : undefined;
    return version && /^[\w.+-]{1,64}$/.test(version) ? version : 'unversioned';
  } catch {
    return 'unknown';
  }
}

/** Tells the operators which remote (and version) failed to load or to render. */
export function reportRemoteFailure(name: string, error: unknown): void {
  const kind = error instanceof RemoteVersionError ? 'remote-version' : typeof error === 'object' && error !== null && loadFailures.has(error) ? 'remote-load' : 'render';
  reportClientError({ kind, remote: name, version: remoteVersion(name), error });
}
