import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { startServer, type ServerProcess } from './support/stack';
import { signUpViaApi } from './support/users';

// The shell learns of remotes from the deployment's configuration, not from its own code: the
// same built shell, served by two differently configured servers, has the teams remote or not.
test.describe('a remote switched on and off by configuration', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-config-'));
  });
  test.afterEach(async () => {
    await server?.stop();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A signed-in tab on `baseURL`. */
  async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signUpViaApi(page.request);
    return page;
  }

  const shellScript = async (page: Page) => String(await page.locator('script[src^="/static/js/index."]').getAttribute('src'));

  test('without the teams remote there is no Events entry and /events is not found; with it, both work — same shell build', async ({ browser }) => {
    test.setTimeout(150_000);
    server = await startServer(join(dataDir, 'without'), { DISABLED_REMOTES: 'teams' });
    let page = await signedInPage(browser, server.baseURL);
    await page.goto('/feed');
    let nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveCount(0);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    const shellWithout = await shellScript(page);
    await page.context().close();
    await server.stop();

    server = await startServer(join(dataDir, 'with'));
    page = await signedInPage(browser, server.baseURL);
    await page.goto('/feed');
    nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hackathons' })).toBeVisible();
    expect(await shellScript(page)).toBe(shellWithout);
    await page.context().close();
  });
});
