import { expect, test, type Browser, type Page } from '@playwright/test';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

/** A signed-up user in a browser context of their own, with skills (and a bio) set through the API. */
async function person(browser: Browser, baseURL: string | undefined, prefix: string, profile: { skills: string[]; bio?: string }): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(page.request, newUser(prefix));
  const res = await page.request.patch('/api/profile/edit', { data: profile });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, page };
}

const topCard = (page: Page) => page.getByTestId('swipe-card').last();
/** The @handle on the card on top (usernames are unique, first names are not). */
const topHandle = async (page: Page) => (await topCard(page).getByText(/^@/).textContent())!;
const swipes = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/reqs/send/') && sent.push(r.url()));
  return sent;
};

// Skills nobody else in the run has, so the people made here rank first in each other's feeds.
const FIT_SKILLS = ['APPWRITE', 'POCKETBASE', 'NODEMON', 'BUM', 'DAISYUI', 'JQUERY'];
const LONG_BIO = 'Builds accessible interfaces and the APIs behind them; loves a weekend hackathon with good coffee, '.repeat(2).trim();

const SIZES = [
  [320, 560],
  [360, 640],
  [390, 844],
  [568, 320],
  [768, 1024],
  [1024, 768],
  [1280, 720],
  [1440, 900],
  [1920, 1080],
  [2560, 1440],
] as const;

test('the top card and its buttons fit without page scroll from 320×560 to 2560×1440, portrait and landscape', async ({ browser, baseURL }) => {
  const viewer = await person(browser, baseURL, 'fitter', { skills: FIT_SKILLS });
  const shown = await person(browser, baseURL, 'fitted', { skills: FIT_SKILLS, bio: LONG_BIO });
  const page = viewer.page;
  const overflows: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto('/feed');
    await expect(topCard(page).getByText(`@${shown.userName}`)).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (scroll > 0) overflows.push(`${width}×${height}: the page scrolls ${scroll} px`);
    for (const name of ['Ignore', 'Interested', 'View Profile']) {
      const box = (await topCard(page).getByRole(name === 'View Profile' ? 'link' : 'button', { name }).boundingBox())!;
      if (box.y < 0 || box.y + box.height > height || box.x < 0 || box.x + box.width > width) overflows.push(`${width}×${height}: ${name} is outside the viewport`);
    }
  }
  expect(overflows).toEqual([]);
});
