import { expect, test, type Page } from './support/test';
import { newUser, signUpViaApi } from './support/users';

const HEADLINE = 'Connect. Collaborate. Build. Succeed.';

/**
 * Before any of the page's scripts: counts layout shifts (as CLS does, without those right after
 * input), and notes whether the hero's server-rendered heading was ever taken out of the page (a
 * hydration that gave up renders the tree again, with new elements).
 */
async function watchFirstScreen(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; heroReplaced: boolean };
    w.shift = 0;
    w.heroReplaced = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.id === 'hero-title' || node.querySelector('#hero-title'))) w.heroReplaced = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const problems: string[] = [];
  page.on('console', (m) => {
    // React reports a hydration that failed (a recoverable error) as an error.
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** Hydrated: the page's own handlers answer (the theme toggle switches the theme). */
async function expectHydrated(page: Page): Promise<void> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /^Switch to/ }).first().click();
  await expect(html).not.toHaveAttribute('data-theme', before ?? '');
}

test.describe('the landing page from the server', () => {
  test('reads without JavaScript: the hero, the sections and working links, and a note that the app needs it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/signup');
    await expect(page.locator('#features')).toContainText('Find teammates');
    await expect(page.locator('#dev a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator('.hm-noscript')).toBeVisible();
    expect(await page.content()).toContain('Signing in and the rest of Hackmate need JavaScript');
    // A section link is a plain anchor: it scrolls there without the app.
    await page.getByRole('navigation').first().getByRole('link', { name: "Developer's Message" }).click();
    await expect(page).toHaveURL(/#dev$/);
    await expect(page.locator('#dev')).toBeInViewport();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`hydrates without an error, a replaced element or a layout shift (${colorScheme} theme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const problems = await watchFirstScreen(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
      // The label follows the page's theme once hydrated, though the server could not know it.
      await expect(page.getByRole('button', { name: `Switch to ${colorScheme === 'dark' ? 'light' : 'dark'} theme` }).first()).toBeVisible();
      await expectHydrated(page);
      const { shift, heroReplaced } = await page.evaluate(() => {
      const w = window as unknown as { shift: number; heroReplaced: boolean };
      return { shift: w.shift, heroReplaced: w.heroReplaced };
    });
      expect(heroReplaced).toBe(false);
      expect(shift).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in person gets their own landing page, hydrated the same way', async ({ page }) => {
    await signUpViaApi(page.request, newUser('ssr'));
    const problems = await watchFirstScreen(page);
    const sent = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('data-signed-in="true"');
    expect(sent).not.toContain('Join the Community');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveCount(0);
    await expectHydrated(page);
    const { shift, heroReplaced } = await page.evaluate(() => {
      const w = window as unknown as { shift: number; heroReplaced: boolean };
      return { shift: w.shift, heroReplaced: w.heroReplaced };
    });
    expect(heroReplaced).toBe(false);
    expect(shift).toBe(0);
    expect(problems).toEqual([]);
  });
});
