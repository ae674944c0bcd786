import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES } from '@hackmate/shared/remotes';
import type { RuntimeConfig } from '@hackmate/shared/runtime-config';
import { runtimeConfigScript } from './runtime-config';

const CONFIG_TAG = /<script\s+src="\/runtime-config\.js"\s*><\/script>/;

/**
 * The runtime configuration inside the page instead of a blocking `<script src>`: one round trip
 * less before anything renders. The shell's template keeps the tag for its dev server.
 */
export function inlineRuntimeConfig(html: string, rc: RuntimeConfig): string {
  return html.replace(CONFIG_TAG, () => `<script>${runtimeConfigScript(rc).trim()}</script>`);
}

/** The remote that serves `pathname` (a mount or anything below it), if any. */
export function remoteForPath(rc: RuntimeConfig, pathname: string): string | null {
  for (const [name, remote] of Object.entries(rc.remotes)) {
    if (remote.mounts.some((mount) => pathname === mount || pathname.startsWith(`${mount}/`))) return name;
  }
  return null;
}

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }>;
}

/** The lazy chunks of `remote`'s `./app` that `pathname` needs at once (`firstChunks`), by name. */
export function firstChunksFor(remote: string, pathname: string): string[] {
  const wanted = (REMOTES as Record<string, { firstChunks?: Record<string, string[]> }>)[remote]?.firstChunks ?? {};
  return Object.entries(wanted).flatMap(([path, chunks]) =>
    path === pathname || (path.endsWith('/*') && pathname.startsWith(path.slice(0, -1)) && pathname.length > path.length - 1) ? chunks : [],
  );
}

// A built chunk's file is its name, a dot and its content hash.
const isChunkFile = (file: string, chunk: string) => file.slice(file.lastIndexOf('/') + 1).startsWith(`${chunk}.`);

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/**
 * A stylesheet link. A remote's is marked with the path its own chunk loader looks for
 * (`data-href`, the manifest's path): the loader then uses it instead of adding a second copy of
 * the sheet, which the page would apply twice. The shell drops a marked sheet that failed (its
 * federation plugin in assets-once.ts), so that the loader fetches it again and reports it if it
 * fails again.
 */
const stylesheet = (href: string, loaderPath?: string) =>
  `<link rel="stylesheet" href="${escapeAttr(href)}"${loaderPath ? ` data-href="${escapeAttr(loaderPath)}"` : ''}>`;

/** Where a manifest URL of this server lives on its disk, and the URL its files are relative to. */
export type LocalManifest = (entry: string) => { dir: string; base: string } | null;

/**
 * What a deep link into a remote will fetch, named in the page so it loads beside the shell
 * instead of after it (page → shell → manifest → entry → chunks): the manifest as a preload, the
 * entry (deferred) and the chunks of its `./app` (async) as scripts. Scripts, not preloads, because a preload
 * that failed is handed to the next request for the same URL: after a network error the Retry
 * button would fail again. A script that failed leaves nothing behind (the federation runtime
 * loads the entry itself when its global is missing, and a chunk that never ran is fetched again);
 * one that ran registers its container or its chunk, which the runtime then uses as loaded.
 * Entries are read from the remote's built (or published) manifest when this server serves it.
 * A remote on another origin gets a preconnect only: Chromium hands a preloaded response to the
 * shell's revalidating fetch as is, so a preload from a host that lets manifests be cached would
 * bring back the stale manifest the shell refuses to use.
 */
export class RemotePreloads {
  private readonly cache = new Map<string, { mtimeMs: number; tags: string; asyncJs: string[]; asyncCss: string[]; base: string }>();

  constructor(
    private readonly rc: RuntimeConfig,
    private readonly localManifest: LocalManifest,
  ) {}

  async tagsFor(pathname: string): Promise<string> {
    const name = remoteForPath(this.rc, pathname);
    if (!name) return '';
    const entry = this.rc.remotes[name]!.entry;
    if (/^https?:\/\//.test(entry)) return `<link rel="preconnect" href="${escapeAttr(new URL(entry).origin)}" crossorigin>`;
    const manifestLink = `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(entry)}">`;
    const local = this.localManifest(entry);
    if (!local) return manifestLink;
    const file = join(local.dir, 'mf-manifest.json');
    const info = await stat(file).catch(() => null);
    if (!info) return manifestLink;
    let built = this.cache.get(entry);
    if (built?.mtimeMs !== info.mtimeMs) {
      built = { mtimeMs: info.mtimeMs, base: local.base, ...appTags(JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as ManifestAssets, manifestLink, local.base) };
      this.cache.set(entry, built);
    }
    // A page below the mount may need a lazy chunk at once (one conversation's screen): named
    // too, with its stylesheet, which the runtime would otherwise add only once its code asked.
    const chunks = firstChunksFor(name, pathname);
    if (!chunks.length) return built.tags;
    const { base } = built;
    const js = built.asyncJs.filter((f) => chunks.some((chunk) => isChunkFile(f, chunk))).map((f) => asyncScript(base + f));
    const css = built.asyncCss.filter((f) => chunks.some((chunk) => isChunkFile(f, chunk))).map((f) => stylesheet(base + f, f));
    return built.tags + js.join('') + css.join('');
  }
}

const asyncScript = (src: string) => `<script async src="${escapeAttr(src)}"></script>`;

/** The tags every page of a remote gets from its manifest, and the lazy files some pages add. */
function appTags(manifest: ManifestAssets, manifestLink: string, base: string) {
  const remoteEntry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((e) => e.name === 'app' || e.name === './app');
  // The entry runs on the federation runtime the shell provides, so it waits for the shell's own
  // (deferred, earlier in the page) script: deferred scripts run in document order. Run first
  // from the cache, it failed and left a console error. The chunks only register themselves.
  const entryTag = remoteEntry?.name ? [`<script defer src="${escapeAttr(base + (remoteEntry.path ?? '') + remoteEntry.name)}"></script>`] : [];
  // Its stylesheets too: the runtime would add them only once the chunks ran.
  const styles = (app?.assets?.css?.sync ?? []).map((file) => stylesheet(base + file, file));
  const tags = [manifestLink, ...entryTag, ...(app?.assets?.js?.sync ?? []).map((file) => asyncScript(base + file)), ...styles].join('');
  return { tags, asyncJs: app?.assets?.js?.async ?? [], asyncCss: app?.assets?.css?.async ?? [] };
}

// Content-hashed files of the shell's build, as its lists name them.
const LAZY_FILE = /^\/static\/(js|css)\/async\/[\w-]+\.[0-9a-f]{8,}\.(js|css)$/;
const ENTRY_SCRIPT = /^\/static\/js\/[\w-]+\.[0-9a-f]{8,}\.js$/;

/**
 * The shell's lazy half: app.tsx with the router, the query cache and the remote registry, which
 * every page but the landing page runs. Named in the page, it loads beside the shell's first
 * scripts instead of after they ran (a round trip on a phone network, and the remote's own code
 * waited for it). Its files are the ones the shell's build lists in app-chunk.json: the shell's
 * other lazy chunks (react-toastify, fetched with the first toast) are not named. Async scripts
 * only register their chunk, whenever they arrive; the stylesheets are the ones the router half
 * would add.
 * Then the federation runtime (the shell's `federation-runtime` entry, listed by its build in
 * federation-runtime.json), deferred: it runs after the shell's own scripts and before a remote's
 * entry, which needs it the moment it runs (deferred scripts run in document order).
 * Read from the build (keyed by the mtime of its index.html, which every build writes).
 */
export class ShellChunks {
  private cache: { mtimeMs: number; tags: string } | null = null;

  constructor(private readonly shellDir: string) {}

  async tagsFor(pathname: string): Promise<string> {
    if (pathname === '/' || pathname === '/index.html') return '';
    const info = await stat(join(this.shellDir, 'index.html')).catch(() => null);
    if (!info) return '';
    if (this.cache?.mtimeMs === info.mtimeMs) return this.cache.tags;
    const [routerHalf, runtime] = await Promise.all([this.listed('app-chunk.json', LAZY_FILE), this.listed('federation-runtime.json', ENTRY_SCRIPT)]);
    const tags = [
      ...routerHalf.filter((src) => src.endsWith('.css')).map((src) => stylesheet(src)),
      ...routerHalf.filter((src) => src.endsWith('.js')).map((src) => `<script async src="${escapeAttr(src)}"></script>`),
      ...runtime.map((src) => `<script defer src="${escapeAttr(src)}"></script>`),
    ].join('');
    this.cache = { mtimeMs: info.mtimeMs, tags };
    return tags;
  }

  /** Files a build lists in `name` (in its order) that look like what they must be; none from a build without it, or a list that is not one. */
  private async listed(name: string, shape: RegExp): Promise<string[]> {
    const text = await readFile(join(this.shellDir, name), 'utf8').catch(() => '[]');
    try {
      const files: unknown = JSON.parse(text);
      return Array.isArray(files) ? files.filter((src): src is string => typeof src === 'string' && shape.test(src)) : [];
    } catch {
      return [];
    }
  }
}
