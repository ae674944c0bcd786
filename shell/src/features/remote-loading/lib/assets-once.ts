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
