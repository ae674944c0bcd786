import { REMOTE_DEV_PORTS } from '@hackmate/shared/mf-shared';
import { REMOTE_NAMES, getRuntimeConfig, type RemoteName } from '@hackmate/shared/runtime-config';

export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

/**
 * Where a remote lives when /runtime-config.js does not say: in production the single server
 * serves every remote under /remotes/<name>/; in development each remote has its own dev server.
 */
export function defaultRemoteEntry(name: RemoteName): string {
  if (process.env.NODE_ENV === 'development') {
    return `${window.location.protocol}//${window.location.hostname}:${REMOTE_DEV_PORTS[name]}/mf-manifest.json`;
  }
  return `/remotes/${name}/mf-manifest.json`;
}

/** Every remote with its manifest URL. Throws RuntimeConfigError when the runtime config is malformed. */
export function remoteEntries(): RemoteEntry[] {
  const { remotes } = getRuntimeConfig();
  return REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] ?? defaultRemoteEntry(name) }));
}
