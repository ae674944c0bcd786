import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as apiRequest, test, type Browser, type Page } from './support/test';
import { SINGLETON_VERSION } from '../shared/src/singleton';
import { NEXT_RELEASE_NOTE, NextRelease } from './support/next-release';
import { startServer, type ServerProcess } from './support/stack';
import { newUser, signInWithForm } from './support/users';

// A remote's team deploys on its own, so a page can run a shell and a remote built from different
// releases. The matrix, from real builds: this checkout's build (the "old" side) and the next
// release built from a changed copy of it in a temporary folder — first an additive change
// outside the singleton (the sign-in remote shows a new text), then an addition to the singleton
// with its minor bump (the sign-in remote uses a new store; the shell of that release provides it).
const ROOT = resolve(import.meta.dirname, '..');
const CURRENT = '1.0.0';
const ADDITIVE = '1.1.0';
const NEEDS_NEW_SINGLETON = '1.2.0';
const NEEDS_NEWER = 'This part of Hackmate needs a newer app version — reload';

test.describe('remotes deployed apart from the shell', () => {
  let dir: string;
  let published: string;
  let next: NextRelease;
  let nextSingleton: string;
  const servers: ServerProcess[] = [];

  test.beforeAll(() => {
    test.setTimeout(300_000);
    dir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-skew-'));
    published = join(dir, 'published');
    cpSync(join(ROOT, 'remotes/auth/dist'), join(published, 'auth', CURRENT), { recursive: true });
    next = new NextRelease(join(dir, 'next'));
    next.addReleaseNoteToSignIn();
    next.publishRemote('auth', ADDITIVE, published);
    nextSingleton = next.addStoreUsedBySignIn();
    next.publishRemote('auth', NEEDS_NEW_SINGLETON, published);
    // The next release's shell and the rest of its remotes, served together as its deployment.
    next.build(['shell', ...['auth', 'feed', 'profile', 'social', 'chat', 'teams'].map((r) => `remotes/${r}`)]);
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

  test('old shell + a remote with an additive change outside the singleton: it runs and shows the change', async ({ browser }) => {
    test.setTimeout(120_000);
    const server = await serve('additive', { REMOTE_VERSION_AUTH: ADDITIVE });
    const page = await pageOn(browser, server.baseURL);
    await page.goto('/signin');

    await expect(page.getByText(NEXT_RELEASE_NOTE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(NEEDS_NEWER)).toHaveCount(0);
    await page.context().close();
  });

  test('old shell + a remote built against a newer singleton: refused before it runs; naming the previous version rolls back', async ({ browser }) => {
    test.setTimeout(240_000);
    let server = await serve('too-new', { REMOTE_VERSION_AUTH: NEEDS_NEW_SINGLETON });
    let page = await pageOn(browser, server.baseURL);
    const fetched: string[] = [];
    const reports: unknown[] = [];
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    page.on('request', (r) => {
      fetched.push(new URL(r.url()).pathname);
      if (new URL(r.url()).pathname === '/api/client-errors') reports.push(r.postDataJSON());
    });
    // What its build declares: the singleton version it was built with, which this shell lacks.
    const manifest = JSON.parse(readFileSync(join(published, 'auth', NEEDS_NEW_SINGLETON, 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
    expect(manifest.shared.find((s) => s.name === '@hackmate/shared/stores')?.requiredVersion).toBe(`^${nextSingleton}`);
    expect(nextSingleton).not.toBe(SINGLETON_VERSION);

    await page.goto('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' }).click();

    await expect(page.getByRole('heading', { name: NEEDS_NEWER })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Only its manifest was read: none of its code was fetched, let alone run (it would crash
    // on the store this shell does not have).
    expect(fetched.filter((p) => p.startsWith('/remotes/auth/'))).toEqual([`/remotes/auth/${NEEDS_NEW_SINGLETON}/mf-manifest.json`]);
    expect(crashes).toEqual([]);
    // The operators hear of it, as a refusal rather than an outage.
    await expect.poll(() => reports).toContainEqual(expect.objectContaining({ kind: 'remote-version', remote: 'auth', version: NEEDS_NEW_SINGLETON }));
    await page.context().close();
    await server.stop();
    servers.length = 0;

    // Rollback: the same builds, another configuration. Nothing is rebuilt.
    server = await serve('rolled-back', { REMOTE_VERSION_AUTH: CURRENT });
    page = await pageOn(browser, server.baseURL);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(NEEDS_NEWER)).toHaveCount(0);
    await expect(page.getByText(NEXT_RELEASE_NOTE)).toHaveCount(0);
    await page.context().close();
  });

  test('new shell + old remote: a person signs in through the old remote and the new shell knows them', async ({ browser }) => {
    test.setTimeout(120_000);
    const server = await serve('new-shell', { CLIENT_DIR: next.dir, REMOTE_VERSION_AUTH: CURRENT });
    const user = newUser('skew');
    const api = await apiRequest.newContext({ baseURL: server.baseURL });
    expect((await api.post('/api/signup', { data: user })).status()).toBe(201);
    await api.dispose();
    const page = await pageOn(browser, server.baseURL);
    const authScripts: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/remotes/auth/') && authScripts.push(new URL(r.url()).pathname));

    await signInWithForm(page, user);

    // The shell's user store, filled by the old remote, opens the signed-in navbar and pages.
    await expect(page.getByRole('navigation').first().getByRole('link', { name: /^Convos/ })).toBeVisible();
    await expect(page).not.toHaveURL(/\/signin$/);
    expect(authScripts).toContain(`/remotes/auth/${CURRENT}/mf-manifest.json`);
    await page.context().close();
  });

  test('a remote on another origin loads through CORS', async ({ browser }) => {
    test.setTimeout(240_000);
    const remoteHost = await serve('remote-host', { REMOTE_VERSION_AUTH: CURRENT });
    const app = await serve('app', { REMOTE_URL_AUTH: `${remoteHost.baseURL}/remotes/auth/${CURRENT}/` });
    const page = await pageOn(browser, app.baseURL);
    const fromRemoteHost: string[] = [];
    page.on('response', (r) => r.url().startsWith(remoteHost.baseURL) && fromRemoteHost.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.goto('/signin');

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(fromRemoteHost).toContain(`200 /remotes/auth/${CURRENT}/mf-manifest.json`);
    expect(fromRemoteHost.some((r) => new RegExp(`^200 /remotes/auth/${CURRENT}/static/js/auth\\.[0-9a-f]+\\.js$`).test(r))).toBe(true);
    await page.context().close();
  });
});
