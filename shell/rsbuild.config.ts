import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from '@hackmate/shared/build/precompress';
import { mfShared } from '@hackmate/shared/mf-shared';
import { LANDING_SHARED } from './src/landing-shared';

// The API server in development (`pnpm dev`); production serves everything from one origin.
const API_DEV_ORIGIN = process.env.HACKMATE_API_ORIGIN ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are registered at run time from /runtime-config.js (features/remote-loading):
      // moving or redeploying one needs no shell rebuild, and a dead remote cannot blank the page.
      remotes: {},
      // What the landing page runs is in the shell's first script (eager), so `/` renders after
      // one script instead of a script that then fetches eleven more; the rest stays lazy.
      shared: mfShared(process.cwd(), { eager: LANDING_SHARED }),
      // Only the remote a page needs is fetched: the default ('version-first') fetches every
      // registered remote's entry at start to compare the versions they share (6 × 34 KB).
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    pluginPrecompress(),
  ],
  html: {
    template: './index.html',
    title: 'Hackmate',
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
