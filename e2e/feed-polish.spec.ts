import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

/** A signed-up user in a browser context of their own, with skills (and a bio) set through the API. */
async function person(browser: Browser, baseURL: string | undefined, prefix: string, profile: { skills: string[]; roles: string[]; bio?: string }): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(page.request, newUser(prefix));
  const res = await page.request.patch('/api/profile/edit', { data: { ...profile, gradYear: YEAR } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, page };
}

const firstName = (person: Person) => person.fullName.split(' ')[0]!;
const topCard = (page: Page) => page.getByTestId('swipe-card').last();
/** The @handle on the card on top (usernames are unique, first names are not). */
const topHandle = async (page: Page) => (await topCard(page).getByText(/^@/).textContent())!;
const swipes = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/reqs/send/') && sent.push(r.url()));
  return sent;
};

// Ranked first in a viewer's feed (server/src/modules/matching/score.ts): two roles the viewer
// lacks, the same graduation year, and skills nobody else in the run has, all shared.
const YEAR = new Date().getFullYear() + 1;
const VIEWER_ROLES = ['design'];
const SHOWN_ROLES = ['hardware', 'product'];
const FIT_SKILLS = ['APPWRITE', 'POCKETBASE', 'NODEMON', 'BUN', 'DAISYUI', 'JQUERY'];
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
  const viewer = await person(browser, baseURL, 'fitter', { skills: FIT_SKILLS, roles: VIEWER_ROLES });
  const shown = await person(browser, baseURL, 'fitted', { skills: FIT_SKILLS, roles: SHOWN_ROLES, bio: LONG_BIO });
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

// Each test's viewer has a deck of skills of its own: their feed starts with the two people made
// for them (in the order the ranking puts them).
const DECKS = {
  presser: ['OPENCV', 'MATPLOTLIB', 'NUMPY', 'PANDAS', 'FLASK', 'DJANGO'],
  dragger: ['ANGULAR', 'BOOTSTRAP', 'CHART.JS', 'Context API', 'Electron.JS', 'EXPRESS.JS'],
  stiller: ['VITE', 'VUE.JS', 'REACT ROUTER', 'SOCKET.IO', 'TAILWINDCSS', 'JWT'],
  undoer: ['AWS', 'AZURE', 'GOOGLE CLOUD', 'NETLIFY', 'VERCEL', 'RENDER'],
  latecomer: ['MONGODB', 'MYSQL', 'SQLITE', 'PRISMA', 'POSTGRES', 'REDIS'],
  focuser: ['C#', 'CSS3', 'HTML5', 'PHP', 'TYPESCRIPT', 'JavaScript'],
};

/**
 * A retried test meets the pair its earlier attempt made: same deck, same roles, so they rank
 * level with this attempt's pair. The viewer passes them first, so every attempt starts alike.
 */
async function passEarlierAttempts(viewer: Person, prefix: string, pair: Person[]): Promise<void> {
  const ours = new Set(pair.map((p) => p._id));
  const earlier = new RegExp(`^${prefix}(one|two)_`);
  const res = await viewer.page.request.get('/api/feed?limit=50');
  expect(res.status(), await res.text()).toBe(200);
  const { feedData } = (await res.json()) as { feedData: { _id: string; userName: string }[] };
  for (const card of feedData.filter((c) => earlier.test(c.userName) && !ours.has(c._id))) {
    expect((await viewer.page.request.post(`/api/reqs/send/ignore/${card._id}`)).status()).toBe(201);
  }
}

async function viewerWithDeck(browser: Browser, baseURL: string | undefined, prefix: keyof typeof DECKS): Promise<[Person, Person, Person]> {
  const skills = DECKS[prefix];
  const viewer = await person(browser, baseURL, prefix, { skills, roles: VIEWER_ROLES });
  const pair = [
    await person(browser, baseURL, `${prefix}one`, { skills, roles: SHOWN_ROLES }),
    await person(browser, baseURL, `${prefix}two`, { skills, roles: SHOWN_ROLES }),
  ];
  await passEarlierAttempts(viewer, prefix, pair);
  await viewer.page.goto('/feed');
  // The first page may take a while on a busy machine.
  await expect(topCard(viewer.page).getByText(new RegExp(`^@(${pair[0]!.userName}|${pair[1]!.userName})$`))).toBeVisible({ timeout: 30_000 });
  const onTop = await topHandle(viewer.page);
  const [first, second] = pair[0]!.userName === onTop.slice(1) ? pair : [pair[1]!, pair[0]!];
  expect(`@${first!.userName}`).toBe(onTop);
  return [viewer, first!, second!];
}

test('a fast double press of → swipes exactly one card, and the focus lands on the next card', async ({ browser, baseURL }) => {
  const [viewer, first, second] = await viewerWithDeck(browser, baseURL, 'presser');
  const page = viewer.page;
  const sent = swipes(page);
  // Both presses in one task, as a fast double press lands before the app can answer the first:
  // two separate key presses from the test would each take a round trip, and on a busy machine
  // the first card could be gone before the second arrived (a second, legitimate swipe).
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++) {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    }
  });
  await expect(page.getByTestId('swipe-card').getByText(`@${first.userName}`)).toHaveCount(0);
  await expect(page.getByTestId('swipe-card')).toHaveCount(1);
  expect(await topHandle(page)).toBe(`@${second.userName}`);
  expect(sent).toHaveLength(1);
  await expect(topCard(page).getByRole('button', { name: 'Interested' })).toBeFocused();
  // Once the first card has left (the deck no longer busy), Enter on the focused button swipes
  // the next one, and the focus follows again. Pressed earlier it is part of the double press.
  await expect(page.locator('.hm-feed__stack')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('swipe-card').getByText(`@${second.userName}`)).toHaveCount(0);
  expect(sent).toHaveLength(2);
});

test('a drag swipes exactly one card, leaning as it goes', async ({ browser, baseURL }) => {
  const [viewer, first, second] = await viewerWithDeck(browser, baseURL, 'dragger');
  const page = viewer.page;
  const sent = swipes(page);
  const box = (await topCard(page).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 4];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 5 });
  const lean = await topCard(page).evaluate((card) => new DOMMatrix(getComputedStyle(card).transform).b);
  expect(lean).toBeGreaterThan(0);
  await page.mouse.move(x + 260, y, { steps: 5 });
  await page.mouse.up();
  // The released card leaves (on a busy machine a moment after the release, so wait for it)…
  await expect(page.getByTestId('swipe-card').getByText(`@${first.userName}`)).toHaveCount(0);
  // …and only it: the next one stays on top.
  await expect(page.getByTestId('swipe-card')).toHaveCount(1);
  expect(await topHandle(page)).toBe(`@${second.userName}`);
  expect(sent).toHaveLength(1);
});

test('with reduced motion the card neither leans nor flies', async ({ browser, baseURL }) => {
  const [viewer] = await viewerWithDeck(browser, baseURL, 'stiller');
  const page = viewer.page;
  // As the person's system says from the start (motion reads it when the page loads).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(topCard(page)).toBeVisible({ timeout: 30_000 });
  const box = (await topCard(page).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 4];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 5 });
  const lean = await topCard(page).evaluate((card) => new DOMMatrix(getComputedStyle(card).transform).b);
  await page.mouse.up();
  expect(lean).toBe(0);
});

test('Undo in the toast brings the card back on top and withdraws the request; the other side never hears of it', async ({ browser, baseURL }) => {
  const [viewer, first] = await viewerWithDeck(browser, baseURL, 'undoer');
  const page = viewer.page;
  for (const button of ['Interested', 'Ignore'] as const) {
    await topCard(page).getByRole('button', { name: button }).click();
    await expect(topCard(page).getByText(`@${first.userName}`)).toHaveCount(0);
    const withdrawn = page.waitForResponse((r) => r.url().includes('/api/reqs/review/withdraw/') && r.request().method() === 'PATCH');
    // This swipe's toast: the previous one may still be on its way out.
    const said = button === 'Interested' ? `Interested in ${firstName(first)}` : `${firstName(first)} ignored`;
    await toasts(page).locator('.hm-undo-toast').filter({ hasText: said }).getByRole('button', { name: 'Undo' }).click();
    expect((await withdrawn).status()).toBe(200);
    await expect(topCard(page).getByText(`@${first.userName}`)).toBeVisible();
    await expect(topCard(page).getByRole('button', { name: button })).toBeFocused();
  }
  const sent = await page.request.get('/api/user/reqs/sent');
  expect(((await sent.json()) as { reqs: unknown[] }).reqs).toEqual([]);
  const received = await first.page.request.get('/api/user/reqs/received');
  expect(((await received.json()) as { reqs: unknown[] }).reqs).toEqual([]);
});

test('Undo after the other side accepted says so, and the card stays gone', async ({ browser, baseURL }) => {
  const [viewer, first] = await viewerWithDeck(browser, baseURL, 'latecomer');
  const page = viewer.page;
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/reqs/send/interested/${first._id}`));
  await topCard(page).getByRole('button', { name: 'Interested' }).click();
  const { request } = (await (await sent).json()) as { request: { _id: string } };
  const accepted = await first.page.request.patch(`/api/reqs/review/accepted/${request._id}`);
  expect(accepted.status()).toBe(200);
  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText(/already accepted: you are connected now/)).toBeVisible();
  await expect(topCard(page).getByText(`@${first.userName}`)).toHaveCount(0);
});

test('focus follows the work: the h1 after a route change, the next request after an answer, back to the menu button after the drawer', async ({ browser, baseURL }) => {
  const [viewer, first, second] = await viewerWithDeck(browser, baseURL, 'focuser');
  const page = viewer.page;
  // The page the app was opened on keeps the browser's own focus.
  await expect(page.locator('h1')).not.toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reqs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reqs' })).toBeFocused();

  for (const other of [first, second]) {
    const res = await other.page.request.post(`/api/reqs/send/interested/${viewer._id}`);
    expect(res.status()).toBe(201);
  }
  await page.reload();
  const received = page.getByRole('list', { name: 'Received requests' });
  await expect(received.getByRole('listitem')).toHaveCount(2);
  await received.getByRole('listitem').first().getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(received.getByRole('listitem')).toHaveCount(1);
  await expect(received.getByRole('listitem')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(received.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The empty state (what is missing and what to do next) takes the focus.
  await expect(page.locator('.hm-social-empty').filter({ hasText: 'No pending requests.' })).toBeFocused();

  // The drawer on a small screen keeps Tab inside and gives the focus back to its button.
  await page.setViewportSize({ width: 375, height: 740 });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // Choosing a page there lands on that page's h1, not on the menu button.
  await menu.click();
  await drawer.getByRole('link', { name: 'Connections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeFocused();
});
