// The shell's server build (rsbuild.config.ts, `node` environment → dist/server/): the landing
// page's HTML for the server to stream, from the very tree the browser hydrates (shell-root.tsx).
import { renderToPipeableStream } from 'react-dom/server';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import type { FirstScreenRenderer } from '@hackmate/shared/server-render';
import type { RouterModule } from './features/navigation';
import { ShellRoot } from './shell-root';

// The server never leaves the landing page: the router half is the browser's business.
const never = () => new Promise<RouterModule>(() => {});
let provided: unknown;

export const renderer: FirstScreenRenderer = {
  version: 1,
  renderLanding({ runtimeConfig, signedIn }, { onShellReady, onShellError, onError }) {
    // The same settings for every request of this server, where the page has window.__HACKMATE__:
    // the navbar's entries come from them.
    if (runtimeConfig !== provided) {
      (globalThis as { __HACKMATE__?: unknown }).__HACKMATE__ = runtimeConfig;
      resetRuntimeConfigCache();
      provided = runtimeConfig;
    }
    return renderToPipeableStream(<ShellRoot load={never} server={{ signedIn }} />, { onShellReady, onShellError, onError });
  },
};
