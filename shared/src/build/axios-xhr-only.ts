import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/** axios's fetch adapter, as its adapter registry imports it (`./fetch.js`). */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const NO_FETCH_ADAPTER = join(dirname(fileURLToPath(import.meta.url)), 'axios-no-fetch-adapter.js');

/**
 * Rsbuild plugin: axios without its fetch adapter (~4 KB gzipped on every signed-in page). axios
 * picks XHR in every browser and the app never asks for fetch, but its adapter registry imports
 * all of them, so the bundler cannot drop the one never used. If axios moves that file, nothing
 * breaks: the adapter comes back, and bench:size's ceilings say so.
 */
export function pluginAxiosXhrOnly(): RsbuildPlugin {
  return {
    name: 'hackmate:axios-xhr-only',
    setup(api) {
      api.modifyBundlerChain((chain, { bundler }) => {
        chain.plugin('axios-xhr-only').use(bundler.NormalModuleReplacementPlugin, [AXIOS_FETCH_ADAPTER, NO_FETCH_ADAPTER]);
      });
    },
  };
}
