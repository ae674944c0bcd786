import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstScreenRenderer } from '@hackmate/shared/server-render';

/** Where the shell's build puts its server build (shell/rsbuild.config.ts, `node` environment). */
export const shellServerEntry = (shellDir: string) => join(shellDir, 'server', 'server.js');

// A page whose rendering takes longer goes out without it, and the browser renders as without one.
const RENDER_BOUND_MS = 1000;
const ROOT = '<div id="root"></div>';

/**
 * The shell's server build, imported once at start: the landing page's HTML comes from the same
 * build as the scripts that hydrate it. Null (logged) when there is none or it does not load:
 * the server then sends the page as the browser alone renders it.
 */
export async function loadShellRenderer(shellDir: string, log: FastifyBaseLogger): Promise<FirstScreenRenderer | null> {
  const file = shellServerEntry(shellDir);
  if (!existsSync(file)) {
    log.warn(`No server build of the shell at ${file}: the landing page is rendered by the browser alone.`);
    return null;
  }
  try {
    const { renderer } = (await import(pathToFileURL(file).href)) as { renderer?: Partial<FirstScreenRenderer> };
    if (renderer?.version !== 1 || typeof renderer.renderLanding !== 'function') throw new Error(`unknown renderer version ${String(renderer?.version)}`);
    return renderer as FirstScreenRenderer;
  } catch (err) {
    log.error({ err }, `The shell's server build (${file}) did not load: the landing page is rendered by the browser alone.`);
    return null;
  }
}

interface LandingPage {
  /** The page as the browser alone would get it (head with its hints and inlined settings). */
  html: string;
  signedIn: boolean;
  runtimeConfig: unknown;
}

/**
 * The landing page, streamed: everything up to the root (the head with its stylesheet and
 * scripts) leaves at once, then the server-rendered HTML inside the root, then the rest. A render
 * that fails or takes too long leaves the root empty, and the browser renders it as it does
 * without a server build. Null when the page has no empty root to fill.
 */
export function streamLandingPage(renderer: FirstScreenRenderer, page: LandingPage, log: FastifyBaseLogger): Readable | null {
  const at = page.html.indexOf(ROOT);
  if (at < 0) return null;
  const out = new PassThrough();
  // The browser hydrates with what the server knew (bootstrap.tsx reads it).
  out.write(`${page.html.slice(0, at)}<div id="root" data-signed-in="${page.signedIn}">`);
  const rest = `</div>${page.html.slice(at + ROOT.length)}`;
  let finished = false;
  let render: ReturnType<FirstScreenRenderer['renderLanding']> | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(bound);
    out.end(rest);
  };
  const bound = setTimeout(() => render?.abort(new Error(`not rendered within ${RENDER_BOUND_MS} ms`)), RENDER_BOUND_MS);
  const body = new PassThrough();
  body.on('data', (chunk: Buffer) => out.write(chunk));
  body.on('end', finish);
  let ready = false;
  const failed = (err: unknown) => {
    log.error({ err }, 'The landing page did not render on the server; the browser renders it.');
    finish();
  };
  try {
    render = renderer.renderLanding(
      { runtimeConfig: page.runtimeConfig, signedIn: page.signedIn },
      {
        onShellReady: () => {
          ready = true;
          render?.pipe(body);
        },
        onShellError: failed,
        onError: (err) => log.error({ err }, 'Server rendering of the landing page'),
      },
    );
  } catch (err) {
    failed(err);
  }
  if (ready) render?.pipe(body);
  // A visitor who leaves early stops the render.
  out.on('close', () => {
    if (!finished) render?.abort(new Error('the request went away'));
    clearTimeout(bound);
  });
  return out;
}
