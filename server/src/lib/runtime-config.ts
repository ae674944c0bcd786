import { type Config, REMOTE_NAMES, type RemoteName } from '../config';

/** What the shell reads from `window.__HACKMATE__` before it loads any remote. */
export interface RuntimeConfig {
  apiBase: string;
  remotes: Record<RemoteName, string>;
  firebase: null | { apiKey: string; authDomain: string; projectId: string; emulatorHost?: string };
}

/** Where each remote's dev server listens during `pnpm dev`. */
export const DEV_REMOTE_PORTS: Record<RemoteName, number> = { auth: 3001, feed: 3002, profile: 3003, social: 3004, chat: 3005 };

export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] =
      config.remoteUrls[name] ??
      (config.serveClient ? `/remotes/${name}/mf-manifest.json` : `http://localhost:${DEV_REMOTE_PORTS[name]}/mf-manifest.json`);
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
  for (const url of Object.values(rc.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
