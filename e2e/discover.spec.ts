import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

interface Profile {
  skills?: string[];
  gradYear?: number;
  bio?: string;
  socialIds?: Record<string, string>;
}

/** A signed-up user in a browser context of their own, with profile fields set through the API. */
async function person(browser: Browser, baseURL: string | undefined, prefix: string, profile: Profile = {}): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(page.request, newUser(prefix));
  if (Object.keys(profile).length > 0) {
    const res = await page.request.patch('/api/profile/edit', { data: profile });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { ...user, page };
}

const firstName = (p: TestUser) => p.fullName.split(' ')[0]!;
const topCard = (page: Page) => page.getByTestId('swipe-card');
// Usernames are unique; first names are not.
const topHandle = (page: Page) => topCard(page).getByText(/^@/);
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** Drags the top card sideways with the mouse, the way a person swipes on a desktop. */
async function dragCard(page: Page, dx: number) {
  const box = (await topCard(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 4;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 3, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 10 });
  await page.mouse.up();
}

// Six skills nobody else in the run shares, so B ranks first in A's feed (6 shared skills).
const PAIR_SKILLS = ['KOTLIN', 'DART', 'FLUTTER', 'MLFLOW', 'GOLANG', 'THREE.JS'];

test('A swipes right on B, B accepts in Reqs, and both see each other in Connections', async ({ browser, baseURL }) => {
  const year = new Date().getFullYear() + 1;
  const a = await person(browser, baseURL, 'swiper', { skills: PAIR_SKILLS, gradYear: year });
  const b = await person(browser, baseURL, 'swipee', {
    skills: PAIR_SKILLS,
    gradYear: year,
    bio: 'Mobile and ML tinkerer looking for a weekend team',
    socialIds: { Github: 'github.com/swipee' },
  });

  await a.page.goto('/feed');
  const card = topCard(a.page);
  await expect(card.getByRole('heading', { name: firstName(b) })).toBeVisible();
  await expect(card.getByText(`@${b.userName}`)).toBeVisible();
  await expect(card.getByText('6 shared skills')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/profile/user/${b._id}`);

  // A short drag springs back and decides nothing.
  await dragCard(a.page, 60);
  await expect(card.getByRole('heading', { name: firstName(b) })).toBeVisible();

  const sent = a.page.waitForResponse((r) => r.url().endsWith(`/api/reqs/send/interested/${b._id}`) && r.request().method() === 'POST');
  await dragCard(a.page, 180);
  expect((await sent).status()).toBe(201);
  await expect(a.page.getByText(`@${b.userName}`)).toHaveCount(0);

  // B finds the request and accepts it; the card leaves the list.
  await b.page.goto('/reqs/review');
  await expect(b.page.getByRole('heading', { name: 'Your Reqs' })).toBeVisible();
  const received = b.page.getByRole('list', { name: 'Received requests' });
  await expect(received.getByRole('link', { name: a.fullName })).toHaveAttribute('href', `/profile/user/${a._id}`);
  await expect(received.getByText(`@${a.userName}`)).toBeVisible();
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('No pending requests.')).toBeVisible();

  // Both now see each other among their connections, with the way to a chat.
  for (const [me, other] of [
    [b, a],
    [a, b],
  ] as const) {
    await me.page.goto('/connections');
    await expect(me.page.getByRole('heading', { name: 'Your Connections' })).toBeVisible();
    const item = me.page.getByRole('list', { name: 'Connections' }).getByRole('article', { name: other.fullName });
    await expect(item.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/profile/user/${other._id}`);
    await expect(item.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', `/convos/${other._id}`);
  }
});

test('A withdraws a pending request to C, and it leaves both lists', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL, 'sender');
  const c = await person(browser, baseURL, 'target', { skills: ['RUST', 'C++', 'PYTHON', 'GOLANG'], bio: 'Bio not available' });
  const res = await a.page.request.post(`/api/reqs/send/interested/${c._id}`);
  expect(res.status(), await res.text()).toBe(201);

  await a.page.goto('/reqs/review');
  await a.page.getByRole('button', { name: /^Sent/ }).click();
  const sentList = a.page.getByRole('list', { name: 'Sent requests' });
  await expect(sentList.getByRole('link', { name: c.fullName })).toBeVisible();
  // The placeholder bio is not shown: the first three skills are, with an ellipsis.
  await expect(sentList.getByText('RUST, C++, PYTHON…')).toBeVisible();
  await sentList.getByRole('button', { name: 'Withdraw' }).click();
  await expect(a.page.getByText('No pending requests.')).toBeVisible();

  await c.page.goto('/reqs/review');
  await expect(c.page.getByText('No pending requests.')).toBeVisible();
  expect(await (await a.page.request.get('/api/user/reqs/sent')).json()).toEqual({ reqs: [] });
});

test('filters narrow the feed on the server, and Clear Filters brings the full feed back', async ({ browser, baseURL }) => {
  const year = new Date().getFullYear() + 4;
  const viewer = await person(browser, baseURL, 'filterer', { skills: ['JAVA'] });
  const match = await person(browser, baseURL, 'mlops', { skills: ['MLFLOW'], gradYear: year, bio: 'Tracks every experiment' });
  const page = viewer.page;

  await page.goto('/feed');
  const firstBefore = await topHandle(page).textContent();

  await filtersButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  const feedCall = page.waitForResponse((r) => r.url().includes('/api/feed?') && r.url().includes('skills=MLFLOW'));
  await panel.getByRole('checkbox', { name: 'MLFLOW' }).check();
  await feedCall;
  await panel.getByRole('checkbox', { name: String(year) }).check();
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByTestId('filter-badge')).toHaveText('2');
  await expect(topCard(page).getByRole('heading', { name: firstName(match) })).toBeVisible();

  // Nobody matching has more than three hackathons.
  await filtersButton(page).click();
  await panel.getByRole('radio', { name: 'Experienced' }).check();
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByText('No matches found')).toBeVisible();
  await expect(page.getByTestId('filter-badge')).toHaveText('3');

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('filter-badge')).toHaveCount(0);
  // The card the filters showed may still be leaving: wait for the one left on top.
  await expect(topCard(page)).toHaveCount(1);
  await expect(topHandle(page)).toHaveText(firstBefore!);
});

test('the arrow keys swipe too; the pages for developers do not exist in the production build', async ({ browser, baseURL }) => {
  const viewer = await person(browser, baseURL, 'keyboard');
  const page = viewer.page;
  await page.goto('/feed');
  const handle = await topHandle(page).textContent();
  const ignored = page.waitForResponse((r) => r.url().includes('/api/reqs/send/ignore/') && r.request().method() === 'POST');
  await page.keyboard.press('ArrowLeft');
  expect((await ignored).status()).toBe(201);
  await expect(page.getByText(handle!, { exact: true })).toHaveCount(0);

  for (const path of ['/test', '/usercard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('the landing page downloads none of the feed remote, whose swipe code carries motion', async ({ page }) => {
  const feedScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/feed/') && r.url().endsWith('.js')) feedScripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Join the Community/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(feedScripts).toEqual([]);

  await signUpViaApi(page.request, newUser('lander'));
  await page.goto('/feed');
  await expect(filtersButton(page)).toBeVisible();
  expect(feedScripts.length).toBeGreaterThan(0);
});

test('a double click on Interested swipes exactly one card: the next card waits until the first has left', async ({ browser, baseURL }) => {
  // Two people for the viewer's deck, whatever else is in the database.
  await person(browser, baseURL, 'twin');
  await person(browser, baseURL, 'twin');
  const viewer = await person(browser, baseURL, 'clicker');
  const page = viewer.page;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/reqs/send/')) sent.push(r.url());
  });
  await page.goto('/feed');
  const first = await topHandle(page).textContent();
  await topCard(page).getByRole('button', { name: 'Interested' }).dblclick();
  await expect(page.getByText(first!, { exact: true })).toHaveCount(0);
  await expect(topCard(page)).toBeVisible();
  await page.waitForTimeout(800);
  expect(sent).toHaveLength(1);
});
