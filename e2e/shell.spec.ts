import { expect, test, type Page } from './support/test';
import { signUpViaApi, toasts } from './support/users';

test.describe('landing page and navigation (signed out)', () => {
  test('shows the landing content and the signed-out navbar without loading any remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/')) remoteRequests.push(r.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(nav.getByRole('link', { name: 'Why the product?' })).toBeVisible();
    await expect(nav.getByRole('link', { name: "Developer's Message" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hackmate' }).first()).toHaveAttribute('href', '/');
    await expect(page.locator('#features')).toContainText('Why the product?');
    await expect(page.locator('#dev')).toContainText("Developer's Message");
    await expect(page.locator('#dev a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText(/© \d{4} Hackmate/)).toBeVisible();
    expect(remoteRequests).toEqual([]);
  });

  test('the theme toggle persists across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /switch to light/i }).first().click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a link on the landing page goes through the router without reloading the page, and back returns', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: /continue with google/i })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Join the Community' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('on a 375 px screen the links live in a drawer that closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: "Developer's Message" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('#dev')).toBeInViewport();
  });
});

/**
 * The rule count of each stylesheet the page applies for `remote`'s app (`./app`'s own sheet, not
 * those of its lazily loaded parts, which come with their code, e.g. at the first interaction).
 */
const ruleCountsOfSheets = (page: Page, remote: string) =>
  page.evaluate(
    (prefix) =>
      [...document.styleSheets]
        .map((sheet) => ({ sheet, path: sheet.href ? new URL(sheet.href).pathname : '' }))
        .filter(({ path }) => path.startsWith(prefix) && path.includes('/__federation_expose_app.'))
        .map(({ sheet }) => sheet.cssRules.length),
    `/remotes/${remote}/`,
  );

test.describe('remotes composed by the shell', () => {
  const routes: Array<[string, string]> = [
    ['/feed', 'feed'],
    ['/reqs/review', 'social'],
    ['/connections', 'social'],
    ['/convos', 'chat'],
    ['/events', 'teams'],
    ['/profile', 'profile'],
  ];

  test('each signed-in area loads its own remote inside the layout', async ({ page }) => {
    await signUpViaApi(page.request);
    for (const [path, remote] of routes) {
      const manifest = page.waitForResponse((r) => r.url().includes(`/remotes/${remote}/`) && r.ok());
      await page.goto(path);
      await manifest;
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText('This part of Hackmate is unavailable')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible();
    }
  });

  test("a remote reached by a link inside the app gets its stylesheet once, from its own loader", async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Explore developers' })).toBeVisible();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Connections' }).click();
    // The feed's own h1 is still there for a moment after the click: wait for this page's.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Connections' })).toBeVisible();
    await expect(page.getByText('This part of Hackmate is unavailable')).toHaveCount(0);
    // The sheet may still be parsing when the heading shows: wait for its rules, then make sure no
    // second copy arrives once the page has gone quiet.
    await expect.poll(async () => (await ruleCountsOfSheets(page, 'social')).some((rules) => rules > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    const socialSheets = await ruleCountsOfSheets(page, 'social');
    expect(socialSheets).toHaveLength(1);
    expect(socialSheets[0]).toBeGreaterThan(0);
  });

  test('the sign-in remote reads the session the shell found and its toast shows in the shell', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/signin');
    await expect(toasts(page)).toContainText('User already logged in, redirecting to feed');
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('a remote that cannot load shows a fallback with Retry, and Retry recovers', async ({ page }) => {
    await page.route('**/remotes/auth/**', (route) => route.abort());
    await page.goto('/signin');
    await expect(page.getByText('This part of Hackmate is unavailable')).toBeVisible();
    // The rest of the app keeps working while one remote is down.
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.unroute('**/remotes/auth/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This part of Hackmate is unavailable')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /continue with google/i })).toBeVisible();
  });

  test("a remote whose stylesheet did not arrive shows Retry, and comes back styled, not bare", async ({ page }) => {
    await signUpViaApi(page.request);
    // The page names the feed's stylesheet itself; only that file fails, its scripts arrive.
    await page.route('**/remotes/feed/static/css/**', (route) => route.abort());
    await page.goto('/feed');
    await expect(page.getByText('This part of Hackmate is unavailable')).toBeVisible();
    await page.unroute('**/remotes/feed/static/css/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Explore developers' })).toBeVisible();
    const feedSheets = await ruleCountsOfSheets(page, 'feed');
    expect(feedSheets).toHaveLength(1);
    expect(feedSheets[0]).toBeGreaterThan(0);
  });
});
