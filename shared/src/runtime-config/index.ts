import { checkRuntimeConfig, type RuntimeConfig } from './check';

export type { FirebaseConfig, NavBadgeKind, NavEntry, RemoteConfig, RuntimeConfig } from './check';

declare global {
  interface Window {
    __HACKMATE__?: unknown;
  }
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let cached: RuntimeConfig | null = null;

/**
 * The deployment's settings, read from `window.__HACKMATE__` (set by /runtime-config.js) so that
 * moving the API or adding, moving or redeploying a remote needs no rebuild of the shell.
 * Missing → defaults (no remotes); malformed → a RuntimeConfigError naming where.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const raw = typeof window === 'undefined' ? undefined : window.__HACKMATE__;
  const checked = checkRuntimeConfig(raw ?? {});
  if ('problems' in checked) {
    throw new RuntimeConfigError(`The runtime configuration (/runtime-config.js) is malformed at: ${checked.problems.join(', ')}`);
  }
  cached = checked.config;
  return cached;
}

/**
 * Where there is no page to read it from (the shell rendering its first screen on the server):
 * the settings the page will carry, so the server's HTML and the browser's first render agree.
 */
export function provideRuntimeConfig(raw: unknown): void {
  cached = null;
  const checked = checkRuntimeConfig(raw);
  if ('problems' in checked) throw new RuntimeConfigError(`The runtime configuration is malformed at: ${checked.problems.join(', ')}`);
  cached = checked.config;
}

/** Tests and hot reload only. */
export function resetRuntimeConfigCache(): void {
  cached = null;
}
