import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };
type Theme = 'light' | 'dark';

const SKILLS = ['TYPESCRIPT', 'NODE.JS', 'PYTHON', 'RUST', 'APPWRITE', 'JQUERY'];
const BIO = 'Builds accessible interfaces and the APIs behind them; loves a weekend hackathon with good coffee and a clear idea. '.repeat(2).trim();

async function person(browser: Browser, baseURL: string | undefined, prefix: string, options: { theme: Theme; viewport: { width: number; height: number }; touch?: boolean }): Promise<Person> {
  const context = await browser.newContext({ baseURL, colorScheme: options.theme, viewport: options.viewport, hasTouch: options.touch, isMobile: options.touch });
  const page = await context.newPage();
  const user = await signUpViaApi(page.request, newUser(prefix));
  const res = await page.request.patch('/api/profile/edit', { data: { skills: SKILLS, bio: BIO } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, page };
}

/** `viewer` passes everyone but `keep`, so `keep` is the card on top. */
async function passAllBut(viewer: Person, keep: Person): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const { feedData } = (await (await viewer.page.request.get('/api/feed?limit=50')).json()) as { feedData: { _id: string }[] };
    const others = feedData.filter((card) => card._id !== keep._id);
    if (others.length === 0) return;
    for (const card of others) expect((await viewer.page.request.post(`/api/reqs/send/ignore/${card._id}`)).status()).toBe(201);
  }
  throw new Error('the feed did not run out');
}

/** What of `inner` the scrolling `outer` shows, as a share of its height (1: all of it). */
async function shownShare(page: Page, inner: string, outer: string): Promise<number[]> {
  return page.evaluate(
    ([innerSel, outerSel]) => {
      const frame = document.querySelector(outerSel)!.getBoundingClientRect();
      return [...document.querySelectorAll(innerSel)].map((el) => {
        const box = el.getBoundingClientRect();
        const shown = Math.max(0, Math.min(box.bottom, frame.bottom, innerHeight) - Math.max(box.top, frame.top));
        return Math.round((shown / box.height) * 100) / 100;
      });
    },
    [inner, outer] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [320, 568],
    [375, 667],
  ] as const) {
    test(`${width}×${height}, ${theme}: the feed card shows all six skills and no sliver, and the report dialog's Submit is in reach`, async ({ browser, baseURL }) => {
      const viewer = await person(browser, baseURL, 'small', { theme, viewport: { width, height }, touch: true });
      const shown = await person(browser, baseURL, 'shown', { theme, viewport: { width, height } });
      await passAllBut(viewer, shown);
      const page = viewer.page;
      await page.goto('/feed');
      const card = page.getByTestId('swipe-card');
      await expect(card.getByText(`@${shown.userName}`)).toBeVisible();
      await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(6);
      // Every chip whole, without scrolling the card's text.
      expect(await shownShare(page, '.hm-swipe-card__skills > li', '.hm-swipe-card__body')).toEqual([1, 1, 1, 1, 1, 1]);
      // The photo is a picture, or gone: never a sliver.
      const photo = await card.locator('.hm-swipe-card__photo').boundingBox();
      expect(photo === null || photo.height >= 80, `photo ${photo?.height} px high`).toBe(true);
      // A touch screen has no arrow keys to hint at.
      await expect(page.getByText('← Ignore · Interested →')).toBeHidden();

      await page.goto(`/profile/user/${shown._id}`);
      await page.getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').first().check();
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  }

  test(`1440×900, ${theme}: the events filters show their whole choice, the file picker is drawn in the theme, and the keyboard hint shows`, async ({ browser, baseURL }) => {
    const viewer = await person(browser, baseURL, 'wide', { theme, viewport: { width: 1440, height: 900 } });
    const shown = await person(browser, baseURL, 'shown', { theme, viewport: { width: 1440, height: 900 } });
    await passAllBut(viewer, shown);
    const page = viewer.page;
    await page.goto('/feed');
    await expect(page.getByTestId('swipe-card').getByText(`@${shown.userName}`)).toBeVisible();
    await expect(page.getByText('← Ignore · Interested →')).toBeVisible();

    await page.goto('/events');
    const format = page.getByRole('combobox', { name: 'Format' });
    await expect(format).toHaveValue('');
    // Wide enough for its longest choice, with room for the arrow.
    const fits = await format.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      probe.textContent = 'Online or in person';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      return { text, box: select.getBoundingClientRect().width };
    });
    expect(fits.box, JSON.stringify(fits)).toBeGreaterThanOrEqual(fits.text + 32);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const picker = page.getByLabel('Profile picture');
    const look = await picker.evaluate((input) => {
      const button = getComputedStyle(input, '::file-selector-button');
      const root = getComputedStyle(document.documentElement);
      const colour = (value: string) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        document.body.append(probe);
        const rgb = getComputedStyle(probe).color;
        probe.remove();
        return rgb;
      };
      return { background: button.backgroundColor, color: button.color, surface: colour(root.getPropertyValue('--hm-surface')), text: colour(root.getPropertyValue('--hm-text')) };
    });
    expect(look.background).toBe(look.surface);
    expect(look.color).toBe(look.text);
  });
}
