import { expect, test, type APIRequestContext, type Browser } from './support/test';
import { newUser, signUpViaApi } from './support/users';
import { addEvent } from './support/events';

async function person(browser: Browser, baseURL: string | undefined, prefix: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

async function attend(request: APIRequestContext, eventId: string, data: object) {
  const res = await request.put(`/api/events/${eventId}/attendance`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

test('someone going to an event opens its deck from the event page and meets only people going, those looking first', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [ben, cat, dan, eve] = await Promise.all([person(browser, baseURL, 'ben'), person(browser, baseURL, 'cat'), person(browser, baseURL, 'dan'), person(browser, baseURL, 'eve')]);
  const event = await addEvent(eve.page.request, `Deck Hack ${ben._id.slice(0, 6)}`);
  // Ben and Dan are going; Cat is going and looking for a team; Eve, who listed it, is not going.
  await attend(ben.page.request, event._id, { looking: false });
  await attend(dan.page.request, event._id, { looking: false });
  await attend(cat.page.request, event._id, { looking: true, bring: ['design'], seek: ['backend'], commitment: 'serious', timeZone: 'UTC', pitch: 'Pixels with purpose' });

  await ben.page.goto(`/events/${event._id}`);
  await ben.page.getByRole('link', { name: `Swipe people going to ${event.name}` }).click();
  await expect(ben.page).toHaveURL(new RegExp(`/feed\\?event=${event._id}$`));
  await expect(ben.page.getByRole('heading', { name: `People going to ${event.name}` })).toBeVisible();

  // Cat first (she is looking for a team), then Dan; never Eve, never Ben himself.
  const name = (first: string) => ben.page.getByTestId('swipe-card').getByRole('heading', { level: 2, name: first, exact: true });
  await expect(name('Cat')).toBeVisible();
  await ben.page.getByRole('button', { name: 'Ignore' }).click();
  await expect(name('Cat')).toHaveCount(0);
  await expect(name('Dan')).toBeVisible();
  // Input waits while a card leaves (a double click must not swipe the next one too).
  await expect(ben.page.locator('.hm-feed__stack')).toHaveAttribute('aria-busy', 'false');
  await ben.page.getByRole('button', { name: 'Ignore' }).click();
  await expect(ben.page.getByText(`You've seen everyone going to ${event.name}.`)).toBeVisible();

  // The way back leads to the whole feed.
  await ben.page.getByRole('link', { name: 'Back to the whole feed' }).first().click();
  await expect(ben.page).toHaveURL(/\/feed$/);
  await expect(ben.page.getByRole('heading', { name: /People going to/ })).toHaveCount(0);
  // (The deck draws the next card behind the top one.)
  await expect(ben.page.getByTestId('swipe-card').first()).toBeVisible();
  for (const p of [ben, cat, dan, eve]) await p.page.context().close();
});
