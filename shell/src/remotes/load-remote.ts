import type { ComponentType } from 'react';
import type { RemoteName } from '@hackmate/shared/runtime-config';

/** A remote ready to render under a path prefix (what React.lazy receives). */
export interface MountedRemote {
  default: ComponentType<{ basename: string }>;
}

/** The runtime config (/runtime-config.js) is malformed: retrying will not help until it is fixed. */
export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/** Loads a remote; rejects when it cannot be loaded. Injected as a stub in tests and stories. */
export type RemoteLoader = (name: RemoteName) => Promise<MountedRemote>;

/**
 * The real loader. Module Federation's registry, the runtime config schema and react-router come
 * in a separate chunk, fetched with the first remote: the landing page never downloads them.
 */
export const loadRemoteApp: RemoteLoader = async (name) => {
  const { loadFederatedApp } = await import('./federation');
  return loadFederatedApp(name);
};
