import type { RemoteLoader } from './loaded-remote';

export type { LoadedRemote, RemoteLoader } from './loaded-remote';

/** The real loader: Module Federation's registry comes in its own chunk, with the first remote. */
export const loadRemoteApp: RemoteLoader = async (name) => {
  const { loadFederatedApp } = await import('./federation');
  return loadFederatedApp(name);
};
