import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi } from './support/users';

// Loading looks like what is coming: the feed's skeleton card holds the real card's place (nothing
// moves when it arrives), and its shimmer stops for people who ask for less motion.

async function signedIn(browser: Browser, baseURL: string | undefined, reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, reducedMotion })).newPage();
  await signUpViaApi(page.request, newUser('sky'));
  return page;
}

/** Holds GET /api/feed until the returned function is called. */
async function holdFeed(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/feed(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The sweep animation of the feed skeleton's first shape, or 'none' when it is not drawn. */
async function shimmer(page: Page) {
  const shape = page.locator('[aria-busy="true"].hm-swipe-card .hm-skeleton').first();
  await expect(shape).toBeVisible();
  return shape.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return after.display === 'none' || after.content === 'none' ? 'none' : `${after.animationName} ${after.display}`;
  });
}

test('the feed shows a card-shaped skeleton exactly where the card then appears', async ({ browser, baseURL }) => {
  await signUpViaApi((await (await browser.newContext({ baseURL })).newPage()).request, newUser('ivy'));
  const page = await signedIn(browser, baseURL, 'reduce');
  const release = await holdFeed(page);
  await page.goto('/feed');
  const skeleton = page.locator('[aria-busy="true"].hm-swipe-card');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading developers' })).toHaveClass(/hm-visually-hidden/);
  const before = (await skeleton.boundingBox())!;
  release();
  const card = page.getByTestId('swipe-card');
  await expect(card).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await page.waitForTimeout(300);
  const after = (await card.boundingBox())!;
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
});

test('skeletons shimmer, and stand still when the system asks for reduced motion', async ({ browser, baseURL }) => {
  const moving = await signedIn(browser, baseURL, 'no-preference');
  const releaseMoving = await holdFeed(moving);
  await moving.goto('/feed');
  expect(await shimmer(moving)).toBe('hm-skeleton-sweep block');
  releaseMoving();

  const still = await signedIn(browser, baseURL, 'reduce');
  const releaseStill = await holdFeed(still);
  await still.goto('/feed');
  expect(await shimmer(still)).toBe('none');
  releaseStill();
});
