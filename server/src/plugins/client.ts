import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type Config, REMOTE_NAMES, type RemoteName } from '../config';
import { cspDirectives, cspHeader } from '../lib/csp';
import { etagOf, sendRevalidated } from '../lib/etag';
import { dataPreloadTags } from '../lib/data-preloads';
import { type LocalManifest, RemotePreloads, ShellChunks, inlineRuntimeConfig, remoteForPath } from '../lib/page-hints';
import { isPublished, publishedVersionDir } from '../lib/published-remotes';
import { loadShellRenderer, streamLandingPage } from '../lib/shell-renderer';
import { SESSION_COOKIE, verifySessionToken } from './auth';
import { type RuntimeConfig, buildRuntimeConfig } from '../lib/runtime-config';

// Rsbuild names emitted assets `name.<contenthash>.ext`: such a URL never changes content.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entry points (index.html, mf-manifest.json, remoteEntry.js…) keep their name across
// deploys, so browsers must revalidate them or they would keep running an old build.
const cacheControlFor = (file: string) => (HASHED.test(file) ? IMMUTABLE : 'no-cache');

/** Resolves `file` inside `root`, or null when it would escape it (`..`, absolute paths). */
function inside(root: string, file: string): string | null {
  const full = resolve(root, file);
  return full.startsWith(root + sep) ? full : null;
}

async function isFile(path: string | null): Promise<boolean> {
  if (!path) return false;
  return stat(path).then((s) => s.isFile(), () => false);
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendNotBuilt(reply: FastifyReply, what: string, folder: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hackmate is not built yet</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#8882;padding:.1em .3em;border-radius:4px}</style>
</head><body><h1>Hackmate's web client is not built yet</h1>
<p>The server is running, but ${escapeHtml(what)} has not been built (<code>${escapeHtml(folder)}</code> is missing).</p>
<p>Run <code>pnpm build</code> in the project folder (or start with <code>pnpm start</code>, which builds first), then reload this page.</p>
</body></html>`;
  return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('retry-after', '10').send(html);
}

/**
 * Reads the shell's index.html once per build (keyed by mtime), inlines the runtime configuration
 * and computes its CSP: inline scripts (the build's and the configuration) are allowed by hash,
 * nothing else inline is.
 */
function indexLoader(config: Config, rc: RuntimeConfig, file: string) {
  let cached: { mtimeMs: number; html: string; csp: string; etag: string } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = inlineRuntimeConfig(await readFile(file, 'utf8'), rc);
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
        .filter((m) => m[1]?.trim())
        .map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
      const csp = cspHeader(cspDirectives(config, hashes));
      cached = { mtimeMs: info.mtimeMs, html, csp, etag: etagOf(html, csp) };
    }
    return cached;
  };
}

/**
 * Single-origin production: the built shell at `/` (SPA fallback for deep links), each remote's
 * build under `/remotes/<name>/` and its published versions under `/remotes/<name>/<version>/`.
 * Registered only when SERVE_CLIENT is on.
 */
export const clientPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const root = resolve(config.clientDir);
  const shellDir = join(root, 'shell', 'dist');
  const remoteDirs = Object.fromEntries(REMOTE_NAMES.map((n) => [n, join(root, 'remotes', n, 'dist')])) as Record<RemoteName, string>;
  for (const dir of [shellDir, ...Object.values(remoteDirs)]) {
    if (!existsSync(dir)) app.log.warn(`Client bundle missing: ${dir} does not exist. Run \`pnpm build\` to build the web client.`);
  }
  const rc = buildRuntimeConfig(config);
  const loadIndex = indexLoader(config, rc, join(shellDir, 'index.html'));

  /** Where `/remotes/<name>/<path>` lives: in a published version (`<version>/…`), else in the remote's build. */
  const locate = (name: RemoteName, path: string): { dir: string; file: string } => {
    const [first = '', ...rest] = path.split('/');
    if (rest.length > 0 && isPublished(config.publishedRemotesDir, name, first)) {
      return { dir: publishedVersionDir(config.publishedRemotesDir, name, first), file: rest.join('/') };
    }
    return { dir: remoteDirs[name], file: path };
  };
  const localManifest: LocalManifest = (entry) => {
    const match = /^\/remotes\/([^/]+)\/((?:[^/]+\/)?)mf-manifest\.json$/.exec(entry);
    if (!match || !(REMOTE_NAMES as readonly string[]).includes(match[1]!)) return null;
    return { dir: locate(match[1] as RemoteName, `${match[2]}mf-manifest.json`).dir, base: `/remotes/${match[1]}/${match[2]}` };
  };
  const preloads = new RemotePreloads(rc, localManifest);
  const shellChunks = new ShellChunks(shellDir);
  // The landing page's HTML from the shell's own server build, when it has one that loads.
  const renderer = existsSync(shellDir) ? await loadShellRenderer(shellDir, app.log) : null;

  // Only for reply.sendFile (ranges, ETag, content types, traversal checks, and the build's
  // .br/.gz copies chosen by Accept-Encoding); routes are ours.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const { name, '*': path } = request.params;
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) return reply.callNotFound();
    const { dir, file } = locate(name as RemoteName, path);
    if (!existsSync(dir)) return sendNotBuilt(reply, `the "${name}" part`, relative(root, dir));
    if (!(await isFile(inside(dir, file)))) return reply.callNotFound();
    // The shell (or another origin in split deployments) fetches manifests and chunks.
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', cacheControlFor(file));
    return reply.sendFile(file, dir, { cacheControl: false });
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const file = request.params['*'];
    // Unknown API or remote paths are real 404s, never the SPA.
    if (/^(api|remotes)(\/|$)/.test(file)) return reply.callNotFound();
    // The shell's server build is for this server to run, not for browsers to fetch.
    if (file.startsWith('server/')) return reply.callNotFound();
    const index = await loadIndex();
    if (!index) return sendNotBuilt(reply, 'the shell', relative(root, shellDir));
    if (file !== '' && file !== 'index.html' && (await isFile(inside(shellDir, file)))) {
      reply.header('cache-control', cacheControlFor(file));
      // Browsers register a service worker only from a JavaScript type; say the classic one.
      if (file === 'sw.js') reply.type('application/javascript; charset=utf-8');
      return reply.sendFile(file, shellDir, { cacheControl: false });
    }
    const wantsHtml = file === '' || file === 'index.html' || (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.callNotFound();
    // A deep link names the shell's router half and its remote's files up front, so they load beside the shell.
    const signedIn = (await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '').catch(() => null)) !== null;
    const pathname = `/${file}`;
    const hints =
      (await shellChunks.tagsFor(pathname)) + (await preloads.tagsFor(pathname)) + (signedIn ? dataPreloadTags(rc.apiBase, remoteForPath(rc, pathname), pathname) : '');
    // The page names the signed-in user's first reads, so it differs with the session cookie.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie').header('content-security-policy', index.csp);
    if (renderer && pathname === '/') {
      // Rendered per request and streamed: no ETag to revalidate against.
      const html = hints ? index.html.replace('</head>', `${hints}</head>`) : index.html;
      const page = streamLandingPage(renderer, { html, signedIn, runtimeConfig: rc }, request.log);
      if (page) return reply.send(page);
    }
    if (!hints) return sendRevalidated(request, reply, index.etag, index.html);
    return sendRevalidated(request, reply, etagOf(index.etag, hints), index.html.replace('</head>', `${hints}</head>`));
  });
};
