/**
 * Each file of a remote is used once. Before a remote's `./app` loads, the federation runtime
 * "preloads" its scripts and stylesheets by adding tags of its own, and it finds existing ones by
 * their literal URL, which the page (server/src/lib/page-hints.ts) writes root-relative and the
 * runtime absolute. Without this plugin a deep link ran the remote's `./app` chunk twice and
 * applied its stylesheet twice, and a stylesheet that failed left the remote bare instead of
 * showing Retry: the remote's chunk loader took the runtime's (failed) sheet as its own.
 */

interface PreloadOp {
  filter?: (url: string) => boolean;
}

/** A script or stylesheet of the page at `url` (as the runtime writes it: absolute or not). */
function inPage(doc: Document, url: string): boolean {
  const absolute = (href: string) => new URL(href, doc.baseURI).href;
  const wanted = absolute(url);
  return (
    [...doc.querySelectorAll('script[src]')].some((tag) => absolute(tag.getAttribute('src')!) === wanted) ||
    [...doc.querySelectorAll('link[rel="stylesheet"][href]')].some((tag) => absolute(tag.getAttribute('href')!) === wanted)
  );
}

/**
 * Whether a stylesheet's rules arrived (a built one is never empty). Chromium gives a sheet that
 * failed a `sheet` whose rules cannot be read, like another origin's; the page names only its own.
 */
function applied(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * A remote's stylesheet the page named is marked with the path the remote's chunk loader looks
 * for (`data-href`), which then takes it as loaded. One whose rules did not arrive (it failed, or
 * is still on its way) is dropped, so that the loader fetches it itself and reports a failure,
 * rather than run the remote unstyled.
 */
function dropUnappliedHintedStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]')) {
    if (!applied(link)) link.remove();
  }
}

/** The page's own `<script src>` for `url` (as the runtime writes it: absolute or not), if any. */
function pageScript(doc: Document, url: string): HTMLScriptElement | undefined {
  const wanted = new URL(url, doc.baseURI).href;
  return [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((tag) => new URL(tag.getAttribute('src')!, doc.baseURI).href === wanted);
}

/**
 * Resolves once the page's deferred scripts have run or failed (they all have when
 * DOMContentLoaded begins), or once `tag` has: whichever comes first.
 */
function settled(doc: Document, tag: HTMLScriptElement): Promise<void> {
  const view = doc.defaultView;
  const navigation = view?.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (doc.readyState === 'complete' || (navigation?.domContentLoadedEventStart ?? 0) > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    tag.addEventListener('load', done, { once: true });
    tag.addEventListener('error', done, { once: true });
    doc.addEventListener('DOMContentLoaded', done, { once: true });
  });
}

/** A federation runtime plugin (hooks named by the runtime). */
export function assetsOncePlugin(doc: Document = document) {
  return {
    name: 'hackmate-assets-once',
    /** Before the runtime preloads a remote's assets: leaves out what the page already has. */
    beforePreloadRemote({ preloadOps }: { preloadOps: PreloadOp[] }): void {
      dropUnappliedHintedStylesheets(doc);
      for (const op of preloadOps) {
        const own = op.filter;
        op.filter = (url) => !inPage(doc, url) && (own ? own(url) : true);
      }
    },
    /**
     * Before the runtime loads a remote's entry: when the page names that entry (a deferred script
     * still on its way), waits for it to run. Otherwise the runtime, started by the shell's earlier
     * script, found no container yet and added a script of its own, and on a slow network the
     * entry ran twice. Nothing is returned: the runtime then finds the container the page's script
     * registered, or, if that script failed, loads the entry itself.
     */
    async loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }): Promise<undefined> {
      const tag = pageScript(doc, remoteInfo.entry);
      if (tag) await settled(doc, tag);
      return undefined;
    },
    /**
     * The runtime's early stylesheet becomes a preload: fetched as early, applied only by the
     * remote's chunk loader, which adds the sheet and fails the load when it does not arrive.
     */
    createLink({ url, attrs }: { url: string; attrs?: Record<string, string> }): HTMLLinkElement | undefined {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = url;
      return link;
    },
  };
}
