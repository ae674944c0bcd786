import { REMOTES } from '@hackmate/shared/remotes';
import { resetRuntimeConfigCache, type NavEntry, type RemoteConfig, type RuntimeConfig } from '@hackmate/shared/runtime-config';

/** The shared catalogue as /runtime-config.js carries it in production (each remote under /remotes/<name>/). */
export function catalogueRemotes(): Record<string, RemoteConfig> {
  return Object.fromEntries(Object.entries(REMOTES).map(([name, { mounts, nav }]) => [name, { entry: `/remotes/${name}/mf-manifest.json`, mounts, nav }]));
}

export function catalogueNav(): NavEntry[] {
  return Object.values(catalogueRemotes()).flatMap((remote) => remote.nav);
}

/** What /runtime-config.js would set; the catalogue's remotes unless told otherwise. */
export function setRuntimeConfig(config: unknown = { apiBase: '/api', remotes: catalogueRemotes() } satisfies RuntimeConfig): void {
  window.__HACKMATE__ = config;
  resetRuntimeConfigCache();
}

export function clearRuntimeConfig(): void {
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
}
