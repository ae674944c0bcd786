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

describe("the runtime loading a remote's entry that the page names as a deferred script", () => {
  const entry = '/remotes/feed/static/js/feed.1a2b3c4d.js';

  /** A page still being parsed (its deferred scripts not yet run), with the entry's script tag. */
  function loadingPage(): { doc: Document; tag: HTMLScriptElement } {
    const doc = document.implementation.createHTMLDocument('page');
    Object.defineProperty(doc, 'readyState', { value: 'loading' });
    doc.head.insertAdjacentHTML('beforeend', `<script defer src="${entry}"></script>`);
    return { doc, tag: doc.querySelector('script')! };
  }

  const pending = (promise: Promise<unknown>) => Promise.race([promise.then(() => 'settled'), new Promise((r) => setTimeout(r, 20, 'pending'))]);

  it('waits for that script to run (then the runtime finds its container instead of adding a second script)', async () => {
    const { doc, tag } = loadingPage();
    const loading = assetsOncePlugin(doc).loadEntry({ remoteInfo: { entry: new URL(entry, doc.baseURI).href } });
    expect(await pending(loading)).toBe('pending');
    tag.dispatchEvent(new Event('load'));
    expect(await loading).toBeUndefined();
  });

  it('stops waiting when the script failed (the runtime loads the entry itself) or the page finished parsing', async () => {
    const failed = loadingPage();
    const afterFailure = assetsOncePlugin(failed.doc).loadEntry({ remoteInfo: { entry } });
    failed.tag.dispatchEvent(new Event('error'));
    expect(await pending(afterFailure)).toBe('settled');

    const parsed = loadingPage();
    const afterParse = assetsOncePlugin(parsed.doc).loadEntry({ remoteInfo: { entry } });
    parsed.doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await pending(afterParse)).toBe('settled');
  });

  it('does not wait for an entry the page does not name', async () => {
    const { doc } = loadingPage();
    expect(await pending(assetsOncePlugin(doc).loadEntry({ remoteInfo: { entry: '/remotes/chat/static/js/chat.5e6f7a8b.js' } }))).toBe('settled');
  });
});
