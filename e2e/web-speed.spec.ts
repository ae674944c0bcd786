import { expect, test, type Page, type PlaywrightWorkerArgs, type Request } from './support/test';
import { signUpWithConnection } from './support/pair';
import { signUpViaApi } from './support/users';

// Issue: a signed-in deep link loaded in a chain (page → shell → runtime config → manifest →
// remote entry → chunks). The page now names the remote's files itself, so they are requested
// while the shell's own script is still downloading: one round trip after the page, not four.
// Last: the lazy chunks of the remote's ./app that the page names too (`firstChunks`).
const deepLinks: Array<[string, string, string[], string[]?]> = [
  ['/feed', 'feed', ['/api/feed']],
  ['/profile', 'profile', ['/api/profile/view']],
  ['/convos', 'chat', ['/api/get-conversations']],
  // One conversation, with a connection (`:partner`, signed up by the test).
  ['/convos/:partner', 'chat', [], ['chat-screen']],
  ['/connections', 'social', ['/api/user/connections']],
  ['/reqs/review', 'social', ['/api/user/reqs/received', '/api/user/reqs/sent']],
  ['/events', 'teams', ['/api/events?when=upcoming&page=1', '/api/teams/mine']],
];
// What the shell reads on every signed-in page.
const SHELL_DATA = ['/api/check-auth', '/api/live/summary'];
const READ_AGAIN_ON_CONNECT = new Set(['/api/live/summary', '/api/get-conversations']);

/** Signs the page's user up (with a connection when `path` names one) and returns the URL to open. */
async function signUpFor(path: string, page: Page, playwright: PlaywrightWorkerArgs['playwright']): Promise<string> {
  if (!path.includes(':partner')) {
    await signUpViaApi(page.request);
    return path;
  }
  const other = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    return path.replace(':partner', await signUpWithConnection(page.request, other));
  } finally {
    await other.dispose();
  }
}

/** How many times each script (by path) of the page ran, counted from now on. */
async function countScriptRuns(page: Page): Promise<Map<string, number>> {
  const runs = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.scriptParsed', ({ url }) => {
    if (!url.startsWith('http')) return;
    const file = new URL(url).pathname;
    runs.set(file, (runs.get(file) ?? 0) + 1);
  });
  await cdp.send('Debugger.enable');
  return runs;
}

const isLiveSocket = (r: Request) => new URL(r.url()).pathname.startsWith('/static/js/async/live-socket.');

const pathAndQuery = (r: Request) => {
  const url = new URL(r.url());
  return `${url.pathname}${url.search}`;
};

test.describe('no loading waterfall on a signed-in deep link', () => {
  for (const [path, remote, screenData, lazyChunks = []] of deepLinks) {
    test(`${path}: the ${remote} remote's entry and chunks and the screen's data load beside the shell, and the settings come with the page`, async ({ page, playwright }) => {
      const url = await signUpFor(path, page, playwright);
      const requests: Request[] = [];
      // Wall-clock times seen here: a routed request's own timing starts when the route lets it go.
      const requestedAt = new Map<Request, number>();
      const finishedAt = new Map<Request, number>();
      page.on('request', (r) => {
        requests.push(r);
        requestedAt.set(r, performance.now());
      });
      page.on('requestfinished', (r) => finishedAt.set(r, performance.now()));
      let socketAt = Infinity;
      page.on('websocket', () => (socketAt = Math.min(socketAt, performance.now())));
      const startOf = (r: Request) => requestedAt.get(r) ?? Infinity;
      // A phone network, roughly: the shell's first scripts take a while to arrive. Whatever waits
      // for them to run starts only after this; what the page names starts at once.
      const shellFirstScript = (url: URL) => /^\/static\/js\/[\w-]+\.[0-9a-f]+\.js$/.test(url.pathname);
      await page.route(shellFirstScript, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const scriptRuns = await countScriptRuns(page);
      await page.goto(url);
      await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible();
      await expect(page.getByText('This part of Hackmate is unavailable')).toHaveCount(0);

      expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain('/runtime-config.js');
      const shellScripts = requests.filter((r) => shellFirstScript(new URL(r.url())));
      const remoteScripts = requests.filter((r) => new URL(r.url()).pathname.startsWith(`/remotes/${remote}/static/js/`));
      expect(shellScripts.length).toBeGreaterThanOrEqual(1);
      expect(remoteScripts.length).toBeGreaterThanOrEqual(2);
      // Requested before the shell's scripts had even arrived: found in the page, not by the shell.
      const shellArrivedAt = Math.max(...shellScripts.map((r) => finishedAt.get(r) ?? Infinity));
      const early = remoteScripts.filter((r) => startOf(r) <= shellArrivedAt);
      expect(early.length, remoteScripts.map((r) => r.url()).join('\n')).toBeGreaterThanOrEqual(2);
      for (const chunk of lazyChunks) {
        const file = remoteScripts.filter((r) => new URL(r.url()).pathname.includes(`/async/${chunk}.`));
        expect(file, chunk).toHaveLength(1);
        expect(startOf(file[0]!), chunk).toBeLessThanOrEqual(shellArrivedAt);
      }
      // Each file once: the runtime used what the page started, nothing was fetched twice.
      const urls = remoteScripts.map((r) => r.url());
      expect(new Set(urls).size).toBe(urls.length);
      // The shell's router half too (router, query cache, remote registry): named in the page,
      // none of it waits for the shell's script to run, and none is fetched twice.
      // (Not the live socket's script: it comes once the page has settled, see below.)
      const shellLazy = requests.filter((r) => /^\/static\/(js|css)\/async\//.test(new URL(r.url()).pathname) && !isLiveSocket(r));
      expect(shellLazy.length).toBeGreaterThanOrEqual(2);
      expect(shellLazy.filter((r) => startOf(r) > shellArrivedAt).map((r) => r.url())).toEqual([]);
      expect(new Set(shellLazy.map((r) => r.url())).size).toBe(shellLazy.length);

      // Nothing of the other remotes: each deployment is fetched only by the pages it serves.
      await page.waitForLoadState('networkidle');
      // What the page named is used, not added again: the remote's scripts each ran once (the
      // federation runtime's own preload ran ./app a second time) and its stylesheets each apply
      // once (the runtime and the remote's chunk loader each added another copy).
      const ranTwice = [...scriptRuns].filter(([file, runs]) => file.startsWith(`/remotes/${remote}/`) && runs > 1);
      expect(ranTwice).toEqual([]);
      const sheets = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
      const remoteSheets = sheets.filter((file) => file.startsWith(`/remotes/${remote}/`));
      expect(remoteSheets.length).toBeGreaterThanOrEqual(1);
      expect(remoteSheets).toEqual([...new Set(remoteSheets)]);
      const others = requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/remotes/') && !p.startsWith(`/remotes/${remote}/`));
      expect(others).toEqual([]);

      // The data too: requested from the page before any script ran, and exactly once — the
      // screen's own request used that answer instead of asking again after the code arrived.
      for (const wanted of [...SHELL_DATA, ...screenData]) {
        await expect.poll(() => requests.filter((r) => pathAndQuery(r) === wanted).length, { message: wanted }).toBeGreaterThan(0);
        // What was read before the live socket connected is read again when it does, for what
        // happened in between: the counts, and the chat list (a chat screen opens it at once).
        const asked = requests.filter((r) => pathAndQuery(r) === wanted && !(READ_AGAIN_ON_CONNECT.has(wanted) && startOf(r) > socketAt));
        expect(asked, wanted).toHaveLength(1);
        expect(startOf(asked[0]!), wanted).toBeLessThanOrEqual(shellArrivedAt);
      }
    });
  }
});

test("a remote's entry that arrives after the shell has started runs once, from the page's own script", async ({ page }) => {
  await signUpViaApi(page.request);
  // A slow network for the entry only: the shell and the federation runtime are up and asking for
  // the remote while the page's deferred script for its entry is still on its way.
  await page.route(/\/remotes\/feed\/static\/js\/feed\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const scriptRuns = await countScriptRuns(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Explore developers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...scriptRuns].filter(([file, runs]) => file.startsWith('/remotes/feed/') && runs > 1)).toEqual([]);
});

test("the live socket's script comes after the page has loaded and settled, not with the first screen, and the socket then opens", async ({ page }) => {
  await signUpViaApi(page.request);
  const socketOpened = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 15_000 });
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await socketOpened;
  // On the page's own clock: when its load event ended, and when the socket's script was asked for.
  const { loaded, requested } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    requested: performance.getEntriesByType('resource').find((e) => e.name.includes('/static/js/async/live-socket.'))?.startTime ?? -1,
  }));
  expect(loaded).toBeGreaterThan(0);
  // SOCKET_AFTER_LOAD_MS (2 s) after the load event, less a little for timer slack.
  expect(requested - loaded).toBeGreaterThan(1_900);
});

test('the landing page loads without a failed request or console error, with an icon and a web app manifest', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
  const icon = await page.request.get(String(await page.locator('link[rel="icon"]').getAttribute('href')));
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const manifest = await (await page.request.get(String(await page.locator('link[rel="manifest"]').getAttribute('href')))).json();
  expect(manifest).toMatchObject({ name: 'Hackmate', start_url: '/feed' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

/**
 * What a page reports as wrong while it loads: console errors, failed requests, and the issues the
 * browser itself raises (a CSP violation, a form field without id or name…), which Lighthouse
 * counts against best practices.
 */
async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => problems.push(`issue: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`));
  await cdp.send('Audits.enable');
  return problems;
}

for (const path of ['/signin', ...deepLinks.map(([p]) => p)]) {
  test(`${path} loads without a console error, a failed request or a browser-reported issue`, async ({ page, playwright }) => {
    const url = path === '/signin' ? path : await signUpFor(path, page, playwright);
    const problems = await collectProblems(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Again from the cache, where scripts the page names arrive at once and their order shows.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
