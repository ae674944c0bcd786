import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfShared } from '../mf-shared';
import { FEDERATION_GLOBALS } from './federation-globals';
import { pluginAxiosXhrOnly } from './axios-xhr-only';
import { pluginEagerCompile } from './eager-compile';
import { pluginPrecompress } from './precompress';
import { REMOTES, type RemoteDescription, type RemoteName } from '../remotes';

/** The runtime's helpers, from the page's globals (the runtime core itself: `externalRuntime`). */
function helperGlobals(): Record<string, string> {
  const { '@module-federation/runtime-core': _core, ...helpers } = FEDERATION_GLOBALS;
  return Object.fromEntries(Object.entries(helpers).map(([name, global]) => [name, `global ${global}`]));
}

/** The chunk Module Federation makes for the exposed `./app`. */
const EXPOSE_CHUNK = '__federation_expose_app';

/**
 * The build of one remote: deployed alone as a static folder with `mf-manifest.json`, exposing
 * exactly `./app`; the shell finds it through the runtime config. One definition, so every remote
 * gets the same sharing and asset settings. Built from `packageDir` (the remote's folder, where
 * `pnpm build` runs it), whose installed packages set the versions it shares.
 * The entry file is content-hashed like every other asset (`static/js/<name>.<hash>.js`), and the
 * manifest names it: a host may cache it for good, and a redeploy can never serve a new manifest
 * with an old entry or the reverse (DEPLOYING.md).
 * A production build leaves the federation runtime and its helpers out (~23 KB gzipped on every
 * page it loads on): the shell provides them (federation-globals.ts). In development each remote
 * keeps its own, so that it still runs alone on its dev server.
 */
export function remoteRsbuildConfig(name: RemoteName, packageDir: string = process.cwd(), production = process.env.NODE_ENV === 'production'): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { './app': './src/app.tsx' },
        shared: mfShared(packageDir),
        dts: false,
        experiments: { externalRuntime: production, optimization: { target: 'web' } },
      }),
      // The entry and `./app` run at once on every page of this remote; a first chunk on its page.
      pluginEagerCompile([EXPOSE_CHUNK, ...Object.values((REMOTES[name] as RemoteDescription).firstChunks ?? {}).flat()]),
      // The shell's axios is the one that runs; a remote's own copy (used alone) matches it.
      pluginAxiosXhrOnly(),
      pluginPrecompress(),
    ],
    server: { port: REMOTES[name].devPort, strictPort: true },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // What `./app` needs at once stays in its one chunk instead of three or four: a page loads
        // them all together anyway, and on a phone network over HTTP/1.1 each file waits for a free
        // connection. Chunks loaded later (dialogs, the feed's drag code) still split as before.
        override: { cacheGroups: { app: { chunks: (chunk: { name?: string | null }) => chunk.name === EXPOSE_CHUNK, name: EXPOSE_CHUNK, enforce: true, priority: 100 } } },
      },
    },
    // Chunks must load from this remote's own origin, not the shell's (MF RUNTIME-001).
    output: { assetPrefix: 'auto', cleanDistPath: true, externals: production ? helperGlobals() : undefined },
    html: { title: `Hackmate · ${name} (standalone)` },
  });
}
