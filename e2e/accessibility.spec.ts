import { expect, test, type Browser, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { chatPane, sendChatMessage } from './support/chat';
import { newUser, signUpViaApi, type TestUser } from './support/users';
import { addEvent } from './support/events';

// axe (WCAG 2.1 A/AA + best practices) on every screen a person meets, in both themes: one
// failing element anywhere fails the test, with the list of all of them.

type Theme = 'light' | 'dark';
type Person = TestUser & { _id: string; page: Page };

async function person(browser: Browser, baseURL: string | undefined, theme: Theme, prefix: string): Promise<Person> {
  const context = await browser.newContext({ baseURL, bypassCSP: true, colorScheme: theme });
  // The stored choice wins over the system's, as when a person picked the theme in the navbar.
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

async function ok(res: { status(): number; text(): Promise<string> }, status: number) {
  expect(res.status(), await res.text()).toBe(status);
}

/** Ann, connected with Ben (who wrote to her), asked by Cat, with Dan still in her feed; a hackathon with Ann's team. */
async function world(browser: Browser, baseURL: string | undefined, theme: Theme) {
  const [ann, ben, cat] = [await person(browser, baseURL, theme, 'ann'), await person(browser, baseURL, theme, 'ben'), await person(browser, baseURL, theme, 'cat')];
  await person(browser, baseURL, theme, 'dan');
  const asked = await ann.page.request.post(`/api/reqs/send/interested/${ben._id}`);
  await ok(asked, 201);
  const { request } = (await asked.json()) as { request: { _id: string } };
  await ok(await ben.page.request.patch(`/api/reqs/review/accepted/${request._id}`), 200);
  await ok(await cat.page.request.post(`/api/reqs/send/interested/${ann._id}`), 201);
  await ann.page.request.patch('/api/profile/edit', { data: { skills: ['REACT', 'NODE.JS'], bio: 'Builds things at night' } });

  const event = await addEvent(ann.page.request, `Axe Hack ${ann._id.slice(0, 6)}`);
  const made = await ann.page.request.post(`/api/events/${event._id}/teams`, {
    data: { name: 'Screen Readers', idea: 'Tools anyone can use.', openRoles: [{ role: 'backend', count: 1 }], myRole: 'frontend' },
  });
  await ok(made, 201);
  const team = ((await made.json()) as { data: { _id: string; name: string } }).data;
  return { ann, ben, event, team };
}

/** Checks a screen: the theme is applied, nothing is loading or animating, and axe finds nothing. */
function checker(theme: Theme) {
  return async (page: Page, what: string) => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Nothing is mid-load or mid-animation: skeletons gone, entrance transitions done.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(400);
    const found = await axeViolations(page, `${what} [${theme}]`);
    // Soft: every screen of the test is checked and reported in one run.
    expect.soft(found, found.join('\n')).toEqual([]);
  };
}

// The screens in three groups, so the two Playwright workers share them and no one test waits
// for seventeen axe runs in a row.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor's screens pass axe in the ${theme} theme`, async ({ browser, baseURL }) => {
    const check = checker(theme);
    const visitorContext = await browser.newContext({ baseURL, bypassCSP: true, colorScheme: theme });
    await visitorContext.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await check(visitor, 'landing');
    await visitor.goto('/signin');
    await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await check(visitor, 'sign in');
  });

  test(`onboarding, the feed and profiles pass axe in the ${theme} theme`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const check = checker(theme);
    const { ann, ben } = await world(browser, baseURL, theme);
    const page = ann.page;
    await page.goto('/profile/update/skills');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'onboarding');

    await page.goto('/feed');
    await expect(page.getByTestId('swipe-card')).toBeVisible();
    await check(page, 'feed');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await check(page, 'feed filters');

    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await check(page, 'own profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' }).first()).toBeVisible();
    await check(page, 'profile edit');

    await page.goto(`/profile/user/${ben._id}`);
    await expect(page.getByRole('heading', { level: 1, name: ben.fullName })).toBeVisible();
    await check(page, 'user profile');
  });

  test(`requests, chat, settings, events and teams pass axe in the ${theme} theme`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const check = checker(theme);
    const { ann, ben, event, team } = await world(browser, baseURL, theme);
    const page = ann.page;
    await page.goto('/reqs/review');
    await expect(page.getByRole('button', { name: /Accept/ }).first()).toBeVisible();
    await check(page, 'requests');
    await page.goto('/connections');
    await expect(page.getByText(ben.fullName).first()).toBeVisible();
    await check(page, 'connections');

    await page.goto(`/convos/${ben._id}`);
    await expect(chatPane(page).getByText('Connected')).toBeVisible();
    await sendChatMessage(page, 'Hello from the accessibility check');
    await expect(chatPane(page).getByText('Hello from the accessibility check')).toBeVisible();
    await check(page, 'chat');
    await page.goto('/convos');
    await expect(page.getByText(ben.fullName).first()).toBeVisible();
    await check(page, 'conversations');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'settings');

    await page.goto('/events');
    await expect(page.getByRole('link', { name: event.name }).first()).toBeVisible();
    await check(page, 'events');
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await check(page, 'event');
    await page.goto(`/teams/${team._id}`);
    await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
    await check(page, 'team');
  });
}
