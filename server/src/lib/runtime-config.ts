import { REMOTES, REMOTE_NAMES } from '@hackmate/shared/remotes';
import type { RemoteConfig, RuntimeConfig } from '@hackmate/shared/runtime-config';
import type { Config } from '../config';

export type { RuntimeConfig };

/**
 * What the shell reads from `window.__HACKMATE__` before anything else: per remote of the shared
 * catalogue, its manifest URL (REMOTE_URL_<NAME>, else the published version REMOTE_VERSION_<NAME>
 * names, else this server's build, else its dev server),
 * the paths it serves and its navbar entries; DISABLED_REMOTES leaves some out. The shell knows
 * remotes only from this.
 */
export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const remotes: Record<string, RemoteConfig> = {};
  for (const name of REMOTE_NAMES) {
    if (config.disabledRemotes.includes(name)) continue;
    const { devPort, mounts, nav } = REMOTES[name];
    const devMounts = (REMOTES[name] as { devMounts?: string[] }).devMounts ?? [];
    const version = config.remoteVersions[name];
    const entry =
      config.remoteUrls[name] ??
      (version ? `/remotes/${name}/${version}/mf-manifest.json` : null) ??
      (config.serveClient ? `/remotes/${name}/mf-manifest.json` : `http://localhost:${devPort}/mf-manifest.json`);
    // Test pages are for developers: a production deployment does not route to them at all.
    remotes[name] = { entry, mounts: config.isProduction ? mounts : [...mounts, ...devMounts], nav };
  }
  const { projectId, apiKey, authDomain, emulatorHost } = config.firebase;
  const firebase: RuntimeConfig['firebase'] = projectId
    ? {
        // The emulator accepts any key, but the web SDK refuses to start without one.
        apiKey: apiKey ?? (emulatorHost ? 'emulator-api-key' : ''),
        authDomain: authDomain ?? `${projectId}.firebaseapp.com`,
        projectId,
        ...(emulatorHost ? { emulatorHost } : {}),
      }
    : null;
  return { apiBase: '/api', remotes, firebase };
}

/**
 * JSON that is safe inside a <script> (or a .js file someone inlines): `<` is escaped so a
 * value can never close the script element, U+2028/2029 so old parsers don't break lines.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function runtimeConfigScript(rc: RuntimeConfig): string {
  return `window.__HACKMATE__ = ${safeJson(rc)};\n`;
}

/** Origins (other than our own) the browser must be allowed to fetch remote code from. */
export function remoteOrigins(rc: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const { entry } of Object.values(rc.remotes)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
