import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteCatalogue } from '../../remote-catalogue';
import type { LoadedRemote } from './load-remote';

let registered = false;
/** Remotes whose last load failed: the runtime caches that failure until they are registered again. */
const failed = new Set<string>();

function entries(): Array<{ name: string; entry: string }> {
  const { entries, error } = readRemoteCatalogue();
  if (error) throw error;
  return entries;
}

/** Registers every remote of the runtime config once; throws RuntimeConfigError when it is malformed. */
function registerAll(): void {
  if (registered) return;
  registerRemotes(entries());
  registered = true;
}

function registerAgain(name: string): void {
  const remote = entries().find((r) => r.name === name);
  // `force` drops the runtime's cached manifest, entry script and failed state for this remote.
  if (remote) registerRemotes([remote], { force: true });
}

/** Fetches a remote's manifest and code and returns its exposed `./app`. */
export async function loadFederatedApp(name: string): Promise<LoadedRemote> {
  registerAll();
  try {
    if (failed.has(name)) registerAgain(name);
    const mod = await loadRemote<Partial<LoadedRemote>>(`${name}/app`);
    if (!mod?.default) throw new Error(`The ${name} remote did not expose an app component.`);
    failed.delete(name);
    return { default: mod.default };
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
