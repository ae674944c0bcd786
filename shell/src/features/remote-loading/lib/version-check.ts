import { satisfy } from '@module-federation/enhanced/runtime';
import type { ManifestShared } from './manifest';
import type { UnmetSingleton } from './remote-version-error';

/** One version of a shared module in the page's share scope, as the federation runtime keeps it. */
interface ScopeEntry {
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

/** The page's share scope: module name → version → entry. */
export type ShareScope = Record<string, Record<string, ScopeEntry> | undefined>;

const running = (entry: ScopeEntry) => Boolean(entry.loaded) || Boolean(entry.loading) || typeof entry.lib === 'function';

/**
 * The singletons a remote needs in a newer version than the page already runs. A singleton is
 * one copy for the page: once the shell (or an earlier remote) runs it, the runtime hands that
 * copy to everyone, and a remote built against a newer one would fail later with "… is not a
 * function". One nobody runs yet is no problem: the remote brings its own.
 */
export function unmetSingletons(needs: ManifestShared[], scope: ShareScope): UnmetSingleton[] {
  const unmet: UnmetSingleton[] = [];
  for (const { name, singleton, requiredVersion } of needs) {
    if (!singleton || !requiredVersion || requiredVersion === '*') continue;
    const inUse = Object.entries(scope[name] ?? {})
      .filter(([, entry]) => running(entry))
      .map(([version]) => version);
    if (inUse.length === 0 || inUse.some((version) => satisfy(version, requiredVersion))) continue;
    unmet.push({ name, required: requiredVersion, provided: inUse.join(', ') });
  }
  return unmet;
}
