import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SINGLETON_ENTRIES, SINGLETON_VERSION } from './singleton';

/**
 * Libraries that must be one copy on the page (React hooks, react-toastify's
 * event bus, the nanostores atoms). `react/` and `react-dom/` cover
 * `react/jsx-runtime` and `react-dom/client`. socket.io-client is shared for the
 * one live connection. The router and TanStack Query are shared as `@hackmate/shared/router` and
 * `@hackmate/shared/query` (singleton entries), so that only the part we use is built. motion is not shared: only the feed animates, and a shared library is
 * never tree-shaken (shared it was 78 KB gzipped on /feed; bundled, the feed takes what it uses).
 */
const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'nanostores',
  '@nanostores/react',
  'react-toastify',
  'socket.io-client',
] as const;

/**
 * Stateless libraries every bundle gets through @hackmate/shared's helpers (the API client): one
 * copy per page saves ~20 KB gzipped on every signed-in page. Not singletons — a bundle that needs
 * a version the page lacks simply uses its own copy — and their version is the one the bundle's
 * @hackmate/shared is installed with, since that is where they come from.
 */
const HELPER_LIBRARIES = ['axios'] as const;

// Share keys are import specifiers: `react/jsx-runtime`, `react-dom/client`.
const SHARE_KEYS: Partial<Record<(typeof SINGLETON_LIBRARIES)[number], string[]>> = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
};

export interface SharedModule {
  singleton: boolean;
  version: string;
  requiredVersion: string;
  strictVersion: false;
}

/** The version of `name` that a bundle built in `fromDir` gets: Node's lookup, node_modules upwards. */
export function installedVersion(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) return null;
  }
}

/** Shared at `version`, asking for at least it (same major); one copy for the page when `singleton`. */
const sharedAt = (version: string, singleton = true): SharedModule => ({ singleton, version, requiredVersion: `^${version}`, strictVersion: false });

/**
 * The Module Federation `shared` map of the bundle built in `packageDir` (the shell or a remote):
 * each singleton declared with the version installed there and requiring at least that version
 * (same major), so the page can tell when a remote needs more than the shell provides. A library
 * this package does not have is left out: it has nothing to offer or ask for.
 * Our own singleton entries carry SINGLETON_VERSION; the rest of @hackmate/shared is not shared at
 * all but bundled per remote, so no remote ever runs another remote's copy of a helper.
 */
export function mfShared(packageDir: string = process.cwd()): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  for (const library of SINGLETON_LIBRARIES) {
    const version = installedVersion(library, packageDir);
    if (!version) continue;
    for (const key of SHARE_KEYS[library] ?? [library]) shared[key] = sharedAt(version);
  }
  for (const entry of SINGLETON_ENTRIES) shared[entry] = sharedAt(SINGLETON_VERSION);
  for (const library of HELPER_LIBRARIES) {
    const version = installedVersion(library, join(packageDir, 'node_modules', '@hackmate', 'shared'));
    if (version) shared[library] = sharedAt(version, false);
  }
  return shared;
}
