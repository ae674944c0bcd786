import * as live from '@hackmate/shared/live';
import * as query from '@hackmate/shared/query';
import * as router from '@hackmate/shared/router';
import * as runtimeConfig from '@hackmate/shared/runtime-config';
import * as stores from '@hackmate/shared/stores';
import * as toast from '@hackmate/shared/toast';
import * as nanostoresReact from '@nanostores/react';
import * as nanostores from 'nanostores';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import type { SharedModule } from '@hackmate/shared/mf-shared';

/**
 * The shell is a plain bundle that starts the federation runtime itself, with the first remote:
 * the landing page carries no federation code. Remotes share modules with the shell through this
 * table, by the specifier they import. What the shell already runs is handed over as the very
 * module the shell uses (`lib`, marked loaded), so a remote can never swap in its own copy of a
 * singleton; the rest is fetched from the shell's bundle the first time someone asks.
 */
const RUNNING: Record<string, object> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  nanostores,
  '@nanostores/react': nanostoresReact,
  '@hackmate/shared/stores': stores,
  '@hackmate/shared/live': live,
  '@hackmate/shared/query': query,
  '@hackmate/shared/router': router,
  '@hackmate/shared/runtime-config': runtimeConfig,
  '@hackmate/shared/toast': toast,
};

// A visitor never opens a socket, the API client comes with the first signed-in screen, and
// react-toastify with the first toast (@hackmate/shared/toast).
const ON_DEMAND: Record<string, () => Promise<object>> = {
  'react-toastify': () => import('react-toastify'),
  'socket.io-client': () => import('socket.io-client'),
  axios: () => import('axios'),
};

/** What the shell's build shares, with the version installed beside it (rsbuild.config.ts, from mfShared). */
declare const __SHELL_SHARED__: Record<string, SharedModule>;

/** The share key a specifier falls under: itself, or a prefix key such as `react/` for `react/jsx-runtime`. */
export function shareKeyOf(specifier: string, shared: Record<string, SharedModule>): string | undefined {
  if (shared[specifier]) return specifier;
  return Object.keys(shared).find((key) => key.endsWith('/') && specifier.startsWith(key));
}

interface Provided {
  version: string;
  shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean };
  lib?: () => object;
  get?: () => Promise<() => object>;
}

/** The `shared` option of the shell's federation instance. */
export function providedModules(shared: Record<string, SharedModule> = __SHELL_SHARED__): Record<string, Provided> {
  const provided: Record<string, Provided> = {};
  const describe = (specifier: string) => {
    const key = shareKeyOf(specifier, shared);
    if (!key) throw new Error(`${specifier} is provided to remotes but not shared by the shell's build`);
    const { version, singleton, requiredVersion, strictVersion } = shared[key]!;
    return { version, shareConfig: { singleton, requiredVersion, strictVersion } };
  };
  for (const [specifier, module] of Object.entries(RUNNING)) provided[specifier] = { ...describe(specifier), lib: () => module };
  for (const [specifier, load] of Object.entries(ON_DEMAND)) {
    provided[specifier] = { ...describe(specifier), get: () => load().then((module) => () => module) };
  }
  return provided;
}
