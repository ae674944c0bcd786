import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SINGLETON_VERSION } from '../shared/src/singleton';
import { startServer, type ServerProcess } from './support/stack';

// A remote's team deploys on its own: versions side by side, one built against a newer shared
// singleton than this shell runs, a rollback by configuration, a remote on another origin. The
// versions are copies of the one production build of the sign-in remote (no extra build), the
// newer one declaring in its manifest what a build against a newer @hackmate/shared would.
const ROOT = resolve(import.meta.dirname, '..');
const GOOD = '1.0.0';
const TOO_NEW = '1.1.0';
const NEEDS_NEWER = 'This part of Hackmate needs a newer app version — reload';
// What a remote built against the next (additive) version of the shared singleton requires.
const [major, minor] = SINGLETON_VERSION.split('.').map(Number) as [number, number];
const NEXT_SINGLETON = `^${major}.${minor + 1}.0`;

test.describe('remotes deployed apart from the shell', () => {
  let dir: string;
  let published: string;
  const servers: ServerProcess[] = [];

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-skew-'));
    published = join(dir, 'published');
    const build = join(ROOT, 'remotes/auth/dist');
    cpSync(build, join(published, 'auth', GOOD), { recursive: true });
    cpSync(build, join(published, 'auth', TOO_NEW), { recursive: true });
    const manifestFile = join(published, 'auth', TOO_NEW, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
    for (const shared of manifest.shared) if (shared.name === '@hackmate/shared/stores') shared.requiredVersion = NEXT_SINGLETON;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
  });
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function serve(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
    const server = await startServer(join(dir, `data-${name}`), { PUBLISHED_REMOTES_DIR: published, ...env });
    servers.push(server);
    return server;
  }

  async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
    const context = await browser.newContext({ baseURL });
    return context.newPage();
  }

  test('a remote built against a newer singleton is refused before it runs; naming the previous version rolls back', async ({ browser }) => {
    test.setTimeout(240_000);
    let server = await serve('too-new', { REMOTE_VERSION_AUTH: TOO_NEW });
    let page = await pageOn(browser, server.baseURL);
    const fetched: string[] = [];
    const reports: unknown[] = [];
    page.on('request', (r) => {
      fetched.push(new URL(r.url()).pathname);
      if (new URL(r.url()).pathname === '/api/client-errors') reports.push(r.postDataJSON());
    });
    await page.goto('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' }).click();

    await expect(page.getByRole('heading', { name: NEEDS_NEWER })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Only its manifest was read: none of its code was fetched, let alone run.
    expect(fetched.filter((p) => p.startsWith('/remotes/auth/'))).toEqual([`/remotes/auth/${TOO_NEW}/mf-manifest.json`]);
    // The operators hear of it, as a refusal rather than an outage.
    await expect.poll(() => reports).toContainEqual(expect.objectContaining({ kind: 'remote-version', remote: 'auth', version: TOO_NEW }));
    await page.context().close();
    await server.stop();
    servers.length = 0;

    // Rollback: the same builds, another configuration. Nothing is rebuilt.
    server = await serve('rolled-back', { REMOTE_VERSION_AUTH: GOOD });
    page = await pageOn(browser, server.baseURL);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(NEEDS_NEWER)).toHaveCount(0);
    await page.context().close();
  });

  test('a remote on another origin loads through CORS', async ({ browser }) => {
    test.setTimeout(240_000);
    const remoteHost = await serve('remote-host', { REMOTE_VERSION_AUTH: GOOD });
    const app = await serve('app', { REMOTE_URL_AUTH: `${remoteHost.baseURL}/remotes/auth/${GOOD}/` });
    const page = await pageOn(browser, app.baseURL);
    const fromRemoteHost: string[] = [];
    page.on('response', (r) => r.url().startsWith(remoteHost.baseURL) && fromRemoteHost.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.goto('/signin');

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(fromRemoteHost).toContain(`200 /remotes/auth/${GOOD}/mf-manifest.json`);
    expect(fromRemoteHost.some((r) => new RegExp(`^200 /remotes/auth/${GOOD}/static/js/auth\\.[0-9a-f]+\\.js$`).test(r))).toBe(true);
    await page.context().close();
  });
});
