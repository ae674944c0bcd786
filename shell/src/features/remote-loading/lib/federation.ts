import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteCatalogue } from '../../remote-catalogue';
import { assetsOncePlugin } from './assets-once';
import type { LoadedRemote } from './loaded-remote';
import { fetchManifest, manifestFetchPlugin, manifestKey } from './manifest';
import { providedModules } from './provided-modules';
import './runtime-global';
import { RemoteVersionError } from './remote-version-error';
import { unmetSingletons, type ShareScope } from './version-check';

let started = false;
/** Remotes whose last load failed: the runtime caches that failure until they are registered again. */
const failed = new Set<string>();
/** Remotes whose code runs in this page: the runtime will not fetch their manifest again. */
const running = new Set<string>();
/** Manifests the shell fetched and checked, waiting for the runtime to ask for them. */
const prefetched = new Map<string, string>();

function entries(): Array<{ name: string; entry: string }> {
  const { entries, error } = readRemoteCatalogue();
  if (error) throw error;
  return entries;
}

/**
 * Starts the page's federation runtime once, with every remote of the runtime config and the
 * modules the shell shares; throws RuntimeConfigError when the config is malformed. Remotes run
 * on this runtime (runtime-global.ts).
 */
function start(): void {
  if (started) return;
  const remotes = entries();
  init({ name: 'shell', remotes, shared: providedModules(), shareStrategy: 'loaded-first', plugins: [manifestFetchPlugin(prefetched), assetsOncePlugin()] });
  started = true;
}

function registerAgain(name: string): void {
  const remote = entries().find((r) => r.name === name);
  // `force` drops the runtime's cached manifest, entry script and failed state for this remote.
  if (remote) registerRemotes([remote], { force: true });
}

/**
 * Reads the remote's manifest (revalidated) before any of its code runs, and refuses a remote
 * that needs a newer singleton than this page runs: it would crash later in ways no Retry fixes.
 */
async function admit(name: string): Promise<void> {
  const entry = entries().find((r) => r.name === name)?.entry;
  // An entry that is a script, not a manifest, declares nothing to check.
  if (!entry || !/\.json(\?|$)/.test(entry)) return;
  const { text, manifest } = await fetchManifest(entry);
  const scope = (getInstance()?.shareScopeMap.default ?? {}) as ShareScope;
  const unmet = unmetSingletons(manifest.shared ?? [], scope);
  if (unmet.length > 0) {
    // Reported by the remote's error boundary, like every failure to load.
    throw new RemoteVersionError(name, unmet);
  }
  prefetched.set(manifestKey(entry), text);
}

/** Fetches a remote's manifest and code and returns its exposed `./app`. */
export async function loadFederatedApp(name: string): Promise<LoadedRemote> {
  start();
  try {
    if (failed.has(name)) registerAgain(name);
    if (!running.has(name)) await admit(name);
    const mod = await loadRemote<Partial<LoadedRemote>>(`${name}/app`);
    if (!mod?.default) throw new Error(`The ${name} remote did not expose an app component.`);
    failed.delete(name);
    running.add(name);
    return { default: mod.default };
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
