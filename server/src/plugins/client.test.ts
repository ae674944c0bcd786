import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '@hackmate/shared/build/precompress';
import { createTestApp, type TestApp } from '../testing/harness';
import { signUp } from '../testing/users';

const INLINE = 'document.documentElement.dataset.theme="dark"';
// As the shell's build writes it: its scripts deferred, in the head.
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script src="/runtime-config.js"></script><script defer src="/static/js/index.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>`;

// Large enough to be worth compressing (the build compresses files from 1 KB).
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const card${i} = "card number ${i}";`).join('\n');

// The parts of a built remote's manifest the page hints read.
const FEED_MANIFEST = {
  id: 'feed',
  metaData: { remoteEntry: { name: 'static/js/feed.12345678.js', path: '' } },
  exposes: [{ name: 'app', assets: { js: { sync: ['static/js/async/app.0badc0de.js'], async: ['static/js/async/later.0ddba11.js'] }, css: { sync: ['static/css/async/app.5eedf00d.css'] } } }],
};

// The chat remote: one conversation's screen is a lazy chunk its deep links need at once.
const CHAT_MANIFEST = {
  id: 'chat',
  metaData: { remoteEntry: { name: 'static/js/chat.12345678.js', path: '' } },
  exposes: [
    {
      name: 'app',
      assets: {
        js: { sync: ['static/js/async/__federation_expose_app.0badc0de.js'], async: ['static/js/async/chat-screen.5eed5eed.js', 'static/js/async/options-menu.0ddba11.js'] },
        css: { sync: [], async: ['static/css/async/chat-screen.5eedf00d.css', 'static/css/async/options-menu.0ddba11.css'] },
      },
    },
  ],
};

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'hackmate-client-'));
  await mkdir(join(clientDir, 'shell/dist/static/js'), { recursive: true });
  await writeFile(join(clientDir, 'shell/dist/index.html'), INDEX);
  await writeFile(join(clientDir, 'shell/dist/static/js/index.1a2b3c4d.js'), 'console.log(1)');
  await writeFile(join(clientDir, 'shell/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(clientDir, 'shell/dist/sw.js'), "self.addEventListener('push', () => {});");
  // The shell's lazy half (the router, query cache, remote registry), as its build lists it, and
  // a lazy chunk that is not part of it (react-toastify, fetched with the first toast).
  await mkdir(join(clientDir, 'shell/dist/static/js/async'), { recursive: true });
  await mkdir(join(clientDir, 'shell/dist/static/css/async'), { recursive: true });
  for (const file of ['router.0a1b2c3d.js', 'app.4e5f6a7b.js', 'app.4e5f6a7b.js.gz', 'app.4e5f6a7b.js.br', 'toasts.8c9d0e1f.js']) {
    await writeFile(join(clientDir, 'shell/dist/static/js/async', file), 'var chunk;');
  }
  await writeFile(join(clientDir, 'shell/dist/static/css/async/app.4e5f6a7b.css'), 'a{}');
  await writeFile(join(clientDir, 'shell/dist/static/css/async/toasts.8c9d0e1f.css'), 'a{}');
  const routerHalf = ['/static/css/async/app.4e5f6a7b.css', '/static/js/async/app.4e5f6a7b.js', '/static/js/async/router.0a1b2c3d.js', '/static/js/nope.js', '../../etc/passwd'];
  await writeFile(join(clientDir, 'shell/dist/app-chunk.json'), JSON.stringify(routerHalf));
  // The federation runtime's entry, as the shell's build lists it (in running order).
  await writeFile(join(clientDir, 'shell/dist/federation-runtime.json'), JSON.stringify(['/static/js/e.0c0ffee0.js', '/static/js/federation-runtime.5ca1ab1e.js']));
  await mkdir(join(clientDir, 'remotes/feed/dist/static/js'), { recursive: true });
  await writeFile(join(clientDir, 'remotes/feed/dist/mf-manifest.json'), JSON.stringify(FEED_MANIFEST));
  await writeFile(join(clientDir, 'remotes/feed/dist/remoteEntry.js'), 'var feed;');
  await writeFile(join(clientDir, 'remotes/feed/dist/static/js/app.0badc0de.js'), 'var x;');
  await writeFile(join(clientDir, 'remotes/feed/dist/static/js/big.5eed5eed.js'), BIG_SCRIPT);
  await precompressDir(join(clientDir, 'remotes/feed/dist'));
  await mkdir(join(clientDir, 'remotes/chat/dist'), { recursive: true });
  await writeFile(join(clientDir, 'remotes/chat/dist/mf-manifest.json'), JSON.stringify(CHAT_MANIFEST));
  t = await createTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built shell', () => {
  it('answers deep links with index.html, never cached, with the runtime configuration inside', async () => {
    for (const url of ['/', '/profile/user/x', '/reset-password/abc/def?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script defer src="/static/js/index.1a2b3c4d.js"></script>');
      expect(res.body).toContain('<div id="root"></div>');
      // No render-blocking request for the settings: they come with the page.
      expect(res.body).not.toContain('src="/runtime-config.js"');
      const inline = /<script>(window\.__HACKMATE__ = [^<]*)<\/script>/.exec(res.body);
      expect(inline, url).not.toBeNull();
      const window: { __HACKMATE__?: { remotes: Record<string, { entry: string }> } } = {};
      runInNewContext(inline![1]!, { window });
      expect(window.__HACKMATE__?.remotes.feed?.entry).toBe('/remotes/feed/mf-manifest.json');
    }
  });

  it("allows the inlined configuration by its CSP hash", async () => {
    const { createHash } = await import('node:crypto');
    const res = await get('/');
    const inline = /<script>(window\.__HACKMATE__ = [^<]*)<\/script>/.exec(res.body)![1]!;
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it("runs the federation runtime before a deep link's remote entry, which needs it the moment it runs", async () => {
    const { body } = await get('/feed');
    const order = ['/static/js/index.1a2b3c4d.js', '/static/js/e.0c0ffee0.js', '/static/js/federation-runtime.5ca1ab1e.js', '/remotes/feed/static/js/feed.12345678.js'].map((src) =>
      body.indexOf(`<script defer src="${src}"></script>`),
    );
    expect(order.every((at) => at >= 0), body).toBe(true);
    // Deferred scripts run in document order.
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("names a deep link's remote files up front (manifest, entry, ./app chunks) and nothing on other pages", async () => {
    for (const url of ['/feed', '/feed?x=1']) {
      const res = await get(url);
      expect(res.body, url).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/feed/mf-manifest.json">');
      expect(res.body, url).toContain('<script defer src="/remotes/feed/static/js/feed.12345678.js"></script>');
      expect(res.body, url).toContain('<script async src="/remotes/feed/static/js/async/app.0badc0de.js"></script>');
      // Chunks the app loads later are left to it.
      expect(res.body, url).not.toContain('later.0ddba11');
      expect(res.body.indexOf('rel="preload"'), url).toBeLessThan(res.body.indexOf('</head>'));
    }
    expect((await get('/')).body).not.toContain('rel="preload"');
    expect((await get('/')).body).not.toContain('<script async');
    expect((await get('/')).body).not.toContain('<script defer src="/remotes/');
    expect((await get('/profile')).body).toContain('href="/remotes/profile/mf-manifest.json"');
    // Two pages, two versions: a cached landing page is not a valid /feed.
    expect((await get('/feed')).headers.etag).not.toBe((await get('/')).headers.etag);
  });

  it("names the lazy chunk a page below a mount needs at once (one conversation's screen), and only there", async () => {
    for (const url of ['/convos/u-ada', '/convos/u-ada?x=1']) {
      const { body } = await get(url);
      expect(body, url).toContain('<script async src="/remotes/chat/static/js/async/__federation_expose_app.0badc0de.js"></script>');
      expect(body, url).toContain('<script async src="/remotes/chat/static/js/async/chat-screen.5eed5eed.js"></script>');
      expect(body, url).toContain('<link rel="stylesheet" href="/remotes/chat/static/css/async/chat-screen.5eedf00d.css" data-href="static/css/async/chat-screen.5eedf00d.css">');
      expect(body, url).not.toContain('options-menu');
      expect(body.indexOf('chat-screen.5eed5eed.js'), url).toBeLessThan(body.indexOf('</head>'));
    }
    // The list loads without it (fetched at the first pointer or key instead).
    const list = (await get('/convos')).body;
    expect(list).toContain('/remotes/chat/static/js/async/__federation_expose_app.0badc0de.js');
    expect(list).not.toContain('chat-screen');
  });

  it("names the shell's router half on every page but the landing page, so it loads beside the shell's first scripts", async () => {
    for (const url of ['/feed', '/signin', '/no-such-page']) {
      const { body } = await get(url);
      expect(body, url).toContain('<script async src="/static/js/async/app.4e5f6a7b.js"></script>');
      expect(body, url).toContain('<script async src="/static/js/async/router.0a1b2c3d.js"></script>');
      expect(body, url).toContain('<link rel="stylesheet" href="/static/css/async/app.4e5f6a7b.css">');
      // Only the router half: react-toastify comes with the first toast, and the build's list
      // names nothing outside the shell's lazy chunks.
      expect(body, url).not.toContain('toasts.8c9d0e1f');
      expect(body, url).not.toContain('nope.js');
      expect(body, url).not.toContain('passwd');
      expect(body.indexOf('/static/js/async/app.4e5f6a7b.js'), url).toBeLessThan(body.indexOf('</head>'));
    }
    // The landing page runs without the router: it stays as light as its budget.
    expect((await get('/')).body).not.toContain('/static/js/async/');
    expect((await get('/')).body).not.toContain('federation-runtime');
    expect((await get('/')).body).not.toContain('/static/css/async/');
    // With the remote's stylesheet, which its code would otherwise add only once it ran, marked
    // with the path that code looks for, so it does not add the sheet a second time.
    expect((await get('/feed')).body).toContain('<link rel="stylesheet" href="/remotes/feed/static/css/async/app.5eedf00d.css" data-href="static/css/async/app.5eedf00d.css">');
  });

  it("names a signed-in page's first API reads up front, and none for a visitor or a forged cookie", async () => {
    const me = await signUp(t.app);
    const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const preload = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    const feed = await page('/feed', me.cookie);
    for (const href of ['/api/check-auth', '/api/live/summary', '/api/feed']) expect(feed.body).toContain(preload(href));
    expect(feed.headers.vary).toContain('Cookie');
    const events = await page('/events', me.cookie);
    expect(events.body).toContain(preload('/api/events?when=upcoming&#38;page=1'));
    expect(events.body).not.toContain(preload('/api/feed'));
    // Deeper pages of a remote ask for other things: only the shell's reads are named.
    const other = await page('/profile/user/x', me.cookie);
    expect(other.body).toContain(preload('/api/check-auth'));
    expect(other.body).not.toContain(preload('/api/profile/view'));
    for (const cookie of [undefined, 'token=forged']) {
      const visitor = await page('/feed', cookie);
      expect(visitor.body).not.toContain('crossorigin="use-credentials"');
      // The same URL signed in and out are two versions of the page.
      expect(visitor.headers.etag).not.toBe(feed.headers.etag);
    }
  });

  it('allows exactly the inline scripts of the build through their CSP hash', async () => {
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const csp = String((await get('/feed')).headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline\' ;script');
    expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await get('/static/js/index.1a2b3c4d.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', 'image/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker from the site root as application/javascript, revalidated so an update reaches browsers', async () => {
    const sw = await get('/sw.js', '*/*');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('push'");
  });

  it('keeps API and non-HTML misses as JSON 404s', async () => {
    for (const [url, accept] of [
      ['/api/nope', 'text/html'],
      ['/static/js/missing.js', '*/*'],
      ['/remotes/unknown/mf-manifest.json', 'text/html'],
      ['/remotes/feed/missing.js', '*/*'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('never serves files outside the build folders', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/remotes/feed/..%2f..%2f..%2fshell%2fdist%2findex.html', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('serving remotes', () => {
  it('serves a remote manifest with CORS, cross-origin CORP and no caching', async () => {
    const res = await get('/remotes/feed/mf-manifest.json', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FEED_MANIFEST);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/feed/remoteEntry.js', '*/*')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/feed/static/js/app.0badc0de.js', '*/*')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('explains a remote that is not built with a 503 page', async () => {
    const res = await get('/remotes/teams/mf-manifest.json', '*/*');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('pnpm build');
    expect(res.body).toContain('remotes/teams/dist');
  });
});

describe('compression', () => {
  const fetchAs = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra } });
  const script = '/remotes/feed/static/js/big.5eed5eed.js';

  it("sends the build's Brotli or gzip copy by Accept-Encoding, with the original's type and Vary", async () => {
    const br = await fetchAs(script, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);

    const gz = await fetchAs(script, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await fetchAs(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses API JSON above 1 KB and leaves small answers alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const gz = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('revalidates the page and manifests with ETags: an unchanged one answers 304', async () => {
    for (const [url, accept] of [
      ['/feed', 'text/html'],
      ['/remotes/feed/mf-manifest.json', '*/*'],
      ['/runtime-config.js', '*/*'],
    ] as const) {
      const first = await get(url, accept);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"/);
      const again = await t.app.inject({ method: 'GET', url, headers: { accept, 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });
});

describe('when the shell is not built', () => {
  it('shows a readable 503 page instead of a blank one', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'hackmate-client-empty-'));
    const bare = await createTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIR: empty } });
    onTestFinished(async () => {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    });
    const res = await bare.app.inject({ method: 'GET', url: '/feed', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('not built yet');
    expect(res.body).toContain('pnpm build');
    // The API keeps working.
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
