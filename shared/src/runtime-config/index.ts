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
  // Without a page (the shell's server build, server.tsx), the settings the page will carry.
  const raw = typeof window === 'undefined' ? (globalThis as { __HACKMATE__?: unknown }).__HACKMATE__ : window.__HACKMATE__;
  const checked = checkRuntimeConfig(raw ?? {});
  if ('problems' in checked) {
    throw new RuntimeConfigError(`The runtime configuration (/runtime-config.js) is malformed at: ${checked.problems.join(', ')}`);
  }
  cached = checked.config;
  return cached;
}

/** Tests, hot reload, and the shell's server build when it is handed other settings. */
export function resetRuntimeConfigCache(): void {
  cached = null;
}
