import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@hackmate/shared/ui';
import { RuntimeConfigError, type RemoteName } from '@hackmate/shared/runtime-config';
import { RouterBridge } from '../navigation/router-bridge';
import { RemoteConfigError, type MountedRemote } from './load-remote';
import { remoteEntries } from './remote-urls';

/*
 * Everything Module Federation needs to show a remote, in one chunk loaded on the first visit to
 * a remote's page: the runtime config (validated, so it brings its schema library), the remote
 * registry, and react-router for the remote's own routes.
 */

interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

let registered = false;
/** Remotes whose last load failed: the runtime caches that failure until they are registered again. */
const failed = new Set<RemoteName>();

/** Registers every remote from /runtime-config.js. Throws RuntimeConfigError when it is malformed. */
function registerAll(): void {
  if (registered) return;
  try {
    registerRemotes(remoteEntries());
  } catch (error) {
    throw error instanceof RuntimeConfigError ? new RemoteConfigError(error.message, { cause: error }) : error;
  }
  registered = true;
}

function registerAgain(name: RemoteName): void {
  const remote = remoteEntries().find((r) => r.name === name);
  // `force` drops the runtime's cached manifest, entry script and failed state for this remote.
  if (remote) registerRemotes([remote], { force: true });
}

export async function loadFederatedApp(name: RemoteName): Promise<MountedRemote> {
  registerAll();
  try {
    if (failed.has(name)) registerAgain(name);
    const mod = await loadRemote<RemoteAppModule>(`${name}/app`);
    if (!mod?.default) throw new Error(`The ${name} remote did not expose an app component.`);
    failed.delete(name);
    const App = mod.default;
    // The remote's routes are written from the site root ('profile/user/:id'); mounting it under
    // `<basename>/*` gives them the parent route RemoteRoutes expects.
    const Mounted = ({ basename }: { basename: string }) => (
      <RouterBridge>
        <Routes>
          <Route path={`${basename}/*`} element={<App basename={basename} />} />
        </Routes>
      </RouterBridge>
    );
    return { default: Mounted };
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
