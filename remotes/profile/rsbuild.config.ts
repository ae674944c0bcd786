import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfShared } from '@hackmate/shared/mf-shared';

// Deployed alone as a static folder; the shell finds it through runtime config.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'profile',
      exposes: { './app': './src/app.tsx' },
      shared: mfShared,
      dts: false,
    }),
  ],
  server: { port: 3003, strictPort: true },
  // Chunks must load from this remote's own origin, not the shell's (MF RUNTIME-001).
  output: { assetPrefix: 'auto', cleanDistPath: true },
  html: { title: 'Hackmate · profile (standalone)' },
});
