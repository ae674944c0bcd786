import type { Writable } from 'node:stream';

/**
 * What a bundle's server build offers the server (the shell's `dist/server/`): its first screen
 * as streamed HTML, which the browser then hydrates. Only types: the server loads the build at
 * run time, so that a new build changes the server's rendering with it.
 */
export interface FirstScreenRenderer {
  /** The contract's version: the server uses a build whose version it knows, else renders nothing. */
  readonly version: 1;
  /**
   * Starts rendering the landing page (`/`). `onShellReady` fires when HTML can flow: then
   * `pipe` it into the response; `onShellError` when it cannot (send the page without it).
   */
  renderLanding(page: LandingRender, callbacks: RenderCallbacks): { pipe<T extends Writable>(destination: T): T; abort(reason?: unknown): void };
}

export interface LandingRender {
  /** The runtime configuration the page carries (`window.__HACKMATE__`). */
  runtimeConfig: unknown;
  /** What the session cookie says; the page hydrates with the same (the root's `data-signed-in`). */
  signedIn: boolean;
}

export interface RenderCallbacks {
  onShellReady(): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}
