import { defineConfig, type EnvironmentConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginAxiosXhrOnly } from '@hackmate/shared/build/axios-xhr-only';
import { pluginEagerCompile } from '@hackmate/shared/build/eager-compile';
import { pluginPrecompress } from '@hackmate/shared/build/precompress';
import { mfShared } from '@hackmate/shared/mf-shared';

// The API server in development (`pnpm dev`); production serves everything from one origin.
const API_DEV_ORIGIN = process.env.HACKMATE_API_ORIGIN ?? 'http://localhost:4000';

const FEDERATION_RUNTIME_ENTRY = 'federation-runtime';
// The lazy chunk with app.tsx (the router half), named in every page but the landing page.
const ROUTER_HALF = 'app';
// What that entry's runtime-global.ts brings: @module-federation/runtime-core and its own imports.
const FEDERATION_CORE = /[\\/]@module-federation[\\/](runtime-core|sdk|error-codes)[\\/]/;
// Fetched with the first toast (@hackmate/shared/toast), not with the page.
const FIRST_TOAST = /[\\/]react-toastify[\\/]|[\\/]features[\\/]toasts[\\/]components[\\/]toast-container\./;
// Fetched when the live socket opens, once the page has settled (shared/src/live/page-settled.ts).
const LIVE_SOCKET = /[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/;
// By the file a module comes from (an extracted stylesheet has no `resource` of its own).
function outsideRouterHalf(module: { nameForCondition?: () => string | null | undefined }): boolean {
  const file = module.nameForCondition?.() ?? '';
  return FEDERATION_CORE.test(file) || FIRST_TOAST.test(file) || LIVE_SOCKET.test(file);
}

type Compilation = Parameters<Parameters<Parameters<RsbuildPlugin['setup']>[0]['processAssets']>[1]>[0]['compilation'];

/**
 * Writes `file`: a list of build files (as page paths) for the server to name in the pages that
 * need them, which only the build knows.
 */
function pluginFileList(file: string, pick: (compilation: Compilation) => string[]): RsbuildPlugin {
  return {
    name: `hackmate:file-list:${file}`,
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        compilation.emitAsset(file, new sources.RawSource(JSON.stringify(pick(compilation).map((name) => `/${name}`))));
      });
    },
  };
}

const web: EnvironmentConfig = {
  plugins: [
    // The scripts of the runtime entry, which has no page of its own, in the order they must run.
    pluginFileList(`${FEDERATION_RUNTIME_ENTRY}.json`, (c) => (c.entrypoints.get(FEDERATION_RUNTIME_ENTRY)?.getFiles() ?? []).filter((f) => f.endsWith('.js'))),
    // The router half's scripts and stylesheets (react-toastify's chunk, fetched with the first toast, is not in it).
    pluginFileList(`${ROUTER_HALF}-chunk.json`, (c) => [...(c.namedChunks.get(ROUTER_HALF)?.files ?? [])].filter((f) => /\.(js|css)$/.test(f)).sort()),
    // The first scripts and the router half run on every page that loads them, at once.
    pluginEagerCompile([ROUTER_HALF]),
    pluginPrecompress(),
  ],
  source: {
    entry: {
      index: './src/index.ts',
      // A remote's entry needs the federation runtime as soon as it runs. A deep link names this
      // (after the shell's own scripts, which it depends on) before the remote's entry.
      [FEDERATION_RUNTIME_ENTRY]: { import: './src/features/remote-loading/lib/runtime-global.ts', dependOn: 'index', html: false },
    },
  },
  html: {
    template: './index.html',
    title: 'Hackmate',
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The router half (app.tsx and all it imports, socket.io-client included) is one chunk, not
      // a dozen: every signed-in page loads all of it anyway (the server names it in the page),
      // and on a phone network over HTTP/1.1 each extra file waits for a free connection. Split,
      // the API client was also copied into three of the pieces. The federation runtime's core
      // stays out: the `federation-runtime` entry holds it, and the router half uses that copy;
      // so do react-toastify, which the first toast fetches, and socket.io-client, which the live
      // socket fetches once the page has settled.
      override: {
        cacheGroups: {
          app: { chunks: 'async', name: ROUTER_HALF, enforce: true, priority: 100, test: (module) => !outsideRouterHalf(module) },
          // react-toastify and the container, one chunk for whichever asks first.
          toasts: { chunks: 'async', name: 'toasts', enforce: true, priority: 90, test: FIRST_TOAST },
          'live-socket': { chunks: 'async', name: 'live-socket', enforce: true, priority: 90, test: LIVE_SOCKET },
        },
      },
    },
  },
};

// The landing page's HTML for the server (src/server.tsx), one file with React and all it renders,
// loaded by the server at start (server/src/lib/shell-renderer.ts). Stylesheets come from the web
// build; here their imports are dropped. A test builds it alone elsewhere (SHELL_SERVER_DIST).
const node: EnvironmentConfig = {
  source: { entry: { server: './src/server.tsx' } },
  output: { target: 'node', distPath: { root: process.env.SHELL_SERVER_DIST ?? 'dist/server' } },
};

export default defineConfig({
  plugins: [
    pluginReact(),
    // No federation build plugin: the shell is a plain bundle that starts the federation runtime
    // itself, with the first remote (features/remote-loading), so the landing page carries none of
    // it. Remotes are registered at run time from the runtime config: moving or redeploying one
    // needs no shell rebuild, and a dead remote cannot blank the page.
    pluginAxiosXhrOnly(),
  ],
  // The browser's bundles, and the server's build of the landing page.
  environments: { web, node },
  source: {
    // What the shell shares with remotes, at the versions installed here (provided-modules.ts).
    define: { __SHELL_SHARED__: JSON.stringify(mfShared(process.cwd())) },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: API_DEV_ORIGIN, changeOrigin: true, ws: true },
      '/runtime-config.js': { target: API_DEV_ORIGIN, changeOrigin: true },
    },
  },
  output: {
    // Absolute, so that deep links such as /profile/user/42 still find /static/js/….
    assetPrefix: '/',
    cleanDistPath: true,
  },
});
