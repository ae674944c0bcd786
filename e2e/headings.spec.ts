import { expect, test, type Page } from './support/test';
import { connectedPair } from './support/pair';

// Every page has exactly one h1 (what a screen reader's heading list starts with). The feed, the
// conversations and onboarding had none.
async function expectOneH1(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('h1')).toHaveCount(1);
}

test('every page, signed in or not, has exactly one h1', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [ann, ben] = await connectedPair(browser, baseURL);
  for (const path of ['/feed', '/convos', `/convos/${ben._id}`, '/profile', '/profile/update/skills', `/profile/user/${ben._id}`, '/connections', '/reqs/review', '/settings', '/events']) {
    await expectOneH1(ann.page, path);
  }
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const path of ['/', '/signin', '/forgot-password']) await expectOneH1(visitor, path);
});
