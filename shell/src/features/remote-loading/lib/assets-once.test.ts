// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { assetsOncePlugin } from './assets-once';

// The test's DOM loads no file: whether a sheet applied is up to each test.
afterEach(() => {
  document.head.innerHTML = '';
});

/** A tag of the page as the server writes it, its sheet applied or not. */
function pageHas(html: string, applied = true): Element {
  document.head.insertAdjacentHTML('beforeend', html);
  const element = document.head.lastElementChild!;
  // Chromium gives a sheet that failed one whose rules cannot be read.
  const failed = { get cssRules(): never { throw new DOMException('Cannot access rules', 'SecurityError'); } };
  if (element.localName === 'link') Object.defineProperty(element, 'sheet', { value: applied ? { cssRules: [{}] } : failed });
  return element;
}

const absolute = (path: string) => new URL(path, document.baseURI).href;

/** What the runtime would preload after the plugin ran, out of `urls`. */
function preloadedOf(urls: string[], ownFilter?: (url: string) => boolean): string[] {
  const preloadOps = [{ filter: ownFilter }];
  assetsOncePlugin().beforePreloadRemote({ preloadOps });
  return urls.filter(preloadOps[0]!.filter!);
}

describe("the federation runtime's preload of a remote the page already names", () => {
  it("skips the scripts and stylesheets the page named (the runtime writes them absolute), so ./app runs once and its sheet applies once", () => {
    pageHas('<script async src="/remotes/feed/static/js/async/__federation_expose_app.1a2b3c4d.js"></script>');
    pageHas('<link rel="stylesheet" href="/remotes/feed/static/css/async/__federation_expose_app.5e6f7a8b.css" data-href="static/css/async/__federation_expose_app.5e6f7a8b.css">');

    const wanted = [
      absolute('/remotes/feed/static/js/async/__federation_expose_app.1a2b3c4d.js'),
      absolute('/remotes/feed/static/css/async/__federation_expose_app.5e6f7a8b.css'),
      absolute('/remotes/feed/static/js/async/later.9c0d1e2f.js'),
    ];
    expect(preloadedOf(wanted)).toEqual([absolute('/remotes/feed/static/js/async/later.9c0d1e2f.js')]);
  });

  it('preloads everything on a page that names nothing of the remote (a link followed inside the app)', () => {
    pageHas('<script async src="/remotes/chat/static/js/async/__federation_expose_app.1a2b3c4d.js"></script>');
    const wanted = [absolute('/remotes/feed/static/js/async/__federation_expose_app.1a2b3c4d.js'), absolute('/remotes/feed/static/css/async/app.5e6f7a8b.css')];
    expect(preloadedOf(wanted)).toEqual(wanted);
  });

  it("keeps a filter the runtime's preload already had", () => {
    const wanted = [absolute('/remotes/feed/static/js/a.1a2b3c4d.js'), absolute('/remotes/feed/static/js/b.1a2b3c4d.js')];
    expect(preloadedOf(wanted, (url) => url.includes('/b.'))).toEqual([wanted[1]]);
  });

  it("drops a named stylesheet that failed, so the remote's loader fetches it again instead of taking it as loaded", () => {
    const failed = pageHas('<link rel="stylesheet" href="/remotes/auth/static/css/async/app.5e6f7a8b.css" data-href="static/css/async/app.5e6f7a8b.css">', false);
    const applied = pageHas('<link rel="stylesheet" href="/remotes/auth/static/css/async/form.0a1b2c3d.css" data-href="static/css/async/form.0a1b2c3d.css">');
    // The shell's own sheets are not the remote loader's business.
    const shells = pageHas('<link rel="stylesheet" href="/static/css/async/app.831a267b.css">', false);

    const wanted = [absolute('/remotes/auth/static/css/async/app.5e6f7a8b.css'), absolute('/remotes/auth/static/css/async/form.0a1b2c3d.css')];
    expect(preloadedOf(wanted)).toEqual([absolute('/remotes/auth/static/css/async/app.5e6f7a8b.css')]);
    expect(failed.isConnected).toBe(false);
    expect(applied.isConnected).toBe(true);
    expect(shells.isConnected).toBe(true);
  });
});

describe("the federation runtime's early stylesheet", () => {
  it("is fetched as a preload, not applied: the remote's chunk loader applies it once and fails the load without it", () => {
    const link = assetsOncePlugin().createLink({ url: absolute('/remotes/feed/static/css/async/app.5e6f7a8b.css'), attrs: { rel: 'stylesheet', type: 'text/css' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link!.rel).toBe('preload');
    expect(link!.as).toBe('style');
    expect(link!.getAttribute('href')).toBe(absolute('/remotes/feed/static/css/async/app.5e6f7a8b.css'));
  });

  it('leaves any other link to the runtime', () => {
    expect(assetsOncePlugin().createLink({ url: absolute('/remotes/feed/static/js/a.1a2b3c4d.js'), attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});
