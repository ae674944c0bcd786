import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/harness';

// Two published versions of the feed remote beside its plain build, as `pnpm remote:publish` leaves them.
const manifestOf = (hash: string) => ({
  id: 'feed',
  metaData: { remoteEntry: { name: `static/js/feed.${hash}.js`, path: '' } },
  exposes: [{ name: 'app', assets: { js: { sync: [`static/js/async/app.${hash}.js`] } } }],
});
const OLD = '1.0.0-aaaaaaaaaa';
const NEW = '1.1.0-bbbbbbbbbb';

let clientDir: string;
const apps: TestApp[] = [];

async function writeBuild(dir: string, hash: string) {
  await mkdir(join(dir, 'static/js/async'), { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifestOf(hash)));
  await writeFile(join(dir, `static/js/feed.${hash}.js`), `var feed = "${hash}";`);
  await writeFile(join(dir, `static/js/async/app.${hash}.js`), `/* app ${hash} */`);
}

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'hackmate-versions-'));
  await mkdir(join(clientDir, 'shell/dist'), { recursive: true });
  await writeFile(join(clientDir, 'shell/dist/index.html'), '<!doctype html><html><head><script src="/runtime-config.js"></script></head><body></body></html>');
  await writeBuild(join(clientDir, 'remotes/feed/dist'), 'cccccccccc');
  await writeBuild(join(clientDir, 'published-remotes/feed', OLD), 'aaaaaaaaaa');
  await writeBuild(join(clientDir, 'published-remotes/feed', NEW), 'bbbbbbbbbb');
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await rm(clientDir, { recursive: true, force: true });
});

/** A server of this folder, configured with these variables (a restart with a new configuration). */
async function serverWith(env: Record<string, string>) {
  const t = await createTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir, ...env } });
  apps.push(t);
  const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept } });
  const feedEntry = async () => {
    const window: { __HACKMATE__?: { remotes: Record<string, { entry: string }> } } = {};
    runInNewContext((await get('/runtime-config.js')).body, { window });
    return window.__HACKMATE__!.remotes.feed!.entry;
  };
  return { get, feedEntry };
}

describe('versioned remotes, picked by configuration', () => {
  it('serves the version REMOTE_VERSION_<NAME> names, from its own path, with the usual cache headers', async () => {
    const { get, feedEntry } = await serverWith({ REMOTE_VERSION_FEED: NEW });
    expect(await feedEntry()).toBe(`/remotes/feed/${NEW}/mf-manifest.json`);

    const manifest = await get(`/remotes/feed/${NEW}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual(manifestOf('bbbbbbbbbb'));
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await get(`/remotes/feed/${NEW}/static/js/feed.bbbbbbbbbb.js`);
    expect(entry.body).toBe('var feed = "bbbbbbbbbb";');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // A deep link names that version's files, so they load beside the shell.
    const page = (await get('/feed', 'text/html')).body;
    expect(page).toContain(`<link rel="preload" as="fetch" crossorigin href="/remotes/feed/${NEW}/mf-manifest.json">`);
    expect(page).toContain(`<script defer src="/remotes/feed/${NEW}/static/js/feed.bbbbbbbbbb.js"></script>`);
    expect(page).toContain(`<script async src="/remotes/feed/${NEW}/static/js/async/app.bbbbbbbbbb.js"></script>`);
  });

  it('rolls back by naming the previous version: no rebuild, and tabs on the newer one still get its files', async () => {
    const { get, feedEntry } = await serverWith({ REMOTE_VERSION_FEED: OLD });
    expect(await feedEntry()).toBe(`/remotes/feed/${OLD}/mf-manifest.json`);
    expect((await get('/feed', 'text/html')).body).toContain(`/remotes/feed/${OLD}/static/js/feed.aaaaaaaaaa.js`);
    expect((await get(`/remotes/feed/${NEW}/static/js/async/app.bbbbbbbbbb.js`)).statusCode).toBe(200);
  });

  it('keeps serving the plain build at /remotes/<name>/ when no version is named', async () => {
    const { get, feedEntry } = await serverWith({});
    expect(await feedEntry()).toBe('/remotes/feed/mf-manifest.json');
    expect((await get('/remotes/feed/mf-manifest.json')).json()).toEqual(manifestOf('cccccccccc'));
    expect((await get('/remotes/feed/9.9.9/mf-manifest.json')).statusCode).toBe(404);
    expect((await get(`/remotes/feed/${NEW}/../../../shell/dist/index.html`)).statusCode).not.toBe(200);
  });

  it('refuses to start on a version that is not published, naming the ones that are', () => {
    const problems = () => {
      try {
        loadConfig({ DATA_DIR: join(clientDir, 'data'), SERVE_CLIENT: 'true', CLIENT_DIR: clientDir, REMOTE_VERSION_FEED: '2.0.0' });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^REMOTE_VERSION_FEED: feed 2\\.0\\.0 is not published in .*published: ${OLD}, ${NEW}`))]);
  });
});

describe('a remote on another origin', () => {
  it('gets a preconnect, not a preload of its manifest, whose caching its host decides', async () => {
    const { get } = await serverWith({ REMOTE_URL_FEED: 'https://cdn.example.com/feed/' });
    const page = (await get('/feed', 'text/html')).body;
    expect(page).toContain('<link rel="preconnect" href="https://cdn.example.com" crossorigin>');
    expect(page).not.toContain('rel="preload"');
  });
});
