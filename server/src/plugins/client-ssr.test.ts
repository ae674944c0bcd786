import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/harness';
import { buildShellServer } from '../testing/shell-server-build';
import { signUp } from '../testing/users';

// As the shell's build writes it: stylesheet and deferred scripts in the head, an empty root.
const INDEX = `<!doctype html><html><head><script src="/runtime-config.js"></script><script defer src="/static/js/index.1a2b3c4d.js"></script><link href="/static/css/index.1a2b3c4d.css" rel="stylesheet"></head><body><noscript>x</noscript><div id="root"></div></body></html>`;
const HEADLINE = 'Connect. Collaborate. <span class="hm-hero__accent">Build. Succeed.</span>';

async function shellBuild(withServerBuild: (serverDir: string) => Promise<void>): Promise<string> {
  const clientDir = await mkdtemp(join(tmpdir(), 'hackmate-ssr-'));
  await mkdir(join(clientDir, 'shell/dist/server'), { recursive: true });
  await writeFile(join(clientDir, 'shell/dist/index.html'), INDEX);
  await withServerBuild(join(clientDir, 'shell/dist/server'));
  return clientDir;
}

const page = (t: TestApp, cookie?: string) => t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the landing page rendered on the server', () => {
  let clientDir: string;
  let t: TestApp;
  beforeAll(async () => {
    // The shell's real server build, made from its sources for this test.
    clientDir = await shellBuild(buildShellServer);
    t = await createTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("sends the hero's headline in the HTML, after the head with its stylesheet and scripts", async () => {
    const res = await page(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(HEADLINE);
    expect(res.body).toContain('Join the Community');
    // The visitor's navbar, with the remotes' entries the runtime configuration names (Sign In).
    expect(res.body).toMatch(/<a[^>]*href="\/signin"[^>]*>Sign In<\/a>/);
    const root = res.body.indexOf('<div id="root" data-signed-in="false">');
    expect(root).toBeGreaterThan(res.body.indexOf('<link href="/static/css/index.1a2b3c4d.css" rel="stylesheet"></head>'));
    expect(res.body.indexOf(HEADLINE)).toBeGreaterThan(root);
    expect(res.body.trimEnd().endsWith('</div></body></html>')).toBe(true);
  });

  it('renders what the session says: a signed-in person gets no "Join the Community", and the page says whom it was rendered for', async () => {
    const me = await signUp(t.app);
    const res = await page(t, me.cookie);
    expect(res.body).toContain(HEADLINE);
    expect(res.body).toContain('<div id="root" data-signed-in="true">');
    expect(res.body).not.toContain('Join the Community');
    expect(res.body).not.toContain(me.user.emailId);
  });

  it('keeps the server build itself from browsers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/server/server.js' })).statusCode).toBe(404);
  });

  it('renders other paths as before: an empty root the browser fills', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed', headers: { accept: 'text/html' } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(HEADLINE);
  });
});

describe('a server build that does not load', () => {
  let clientDir: string;
  let t: TestApp;
  beforeAll(async () => {
    clientDir = await shellBuild((dir) => writeFile(join(dir, 'server.js'), 'throw new Error("broken build");'));
    t = await createTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('leaves the landing page to the browser, as without one', async () => {
    const res = await page(t);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(HEADLINE);
  });
});
