import { expect, test, type Browser, type Page } from './support/test';
import { chatPane } from './support/chat';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';
import { liveOn } from './support/live';
import { addEvent } from './support/events';

type Person = TestUser & { _id: string; page: Page };

/** A signed-up person in a browser context of their own, with skills set through the API. */
async function person(browser: Browser, baseURL: string | undefined, prefix: string, skills: string[]): Promise<Person> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const user = await signUpViaApi(page.request, newUser(prefix));
  const edited = await page.request.patch('/api/profile/edit', { data: { skills } });
  expect(edited.status(), await edited.text()).toBe(200);
  return { ...user, page };
}

/** `viewer` passes everyone else in their feed (people other tests made), so `keep` is the top card. */
async function passAllBut(viewer: Person, keep: Person): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const res = await viewer.page.request.get('/api/feed?limit=50');
    expect(res.status(), await res.text()).toBe(200);
    const { feedData } = (await res.json()) as { feedData: { _id: string }[] };
    const others = feedData.filter((card) => card._id !== keep._id);
    if (others.length === 0) return;
    for (const card of others) expect((await viewer.page.request.post(`/api/reqs/send/ignore/${card._id}`)).status()).toBe(201);
  }
  throw new Error('the feed did not run out');
}

const firstName = (p: TestUser) => p.fullName.split(' ')[0]!;

test("It's a match: the swiper sees the match moment, the one who liked first a live toast, and Say hi opens the chat with an opener", async ({ browser, baseURL }) => {
  const ana = await person(browser, baseURL, 'ana', ['RUST', 'PYTORCH']);
  const ben = await person(browser, baseURL, 'ben', ['RUST', 'GOLANG']);
  // Both are going to the same hackathon.
  const event = await addEvent(ana.page.request, `Match Hack ${ana._id.slice(0, 6)}`);
  for (const who of [ana, ben]) expect((await who.page.request.put(`/api/events/${event._id}/attendance`, { data: { looking: false } })).status()).toBe(200);

  // Ben liked Ana first; he is elsewhere in the app (the events list) when she answers.
  expect((await ben.page.request.post(`/api/reqs/send/interested/${ana._id}`)).status()).toBe(201);
  await liveOn(ben.page, '/events');

  await passAllBut(ana, ben);
  await ana.page.goto('/feed');
  const card = ana.page.getByTestId('swipe-card');
  await expect(card.getByText(`@${ben.userName}`)).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Interested' }).click();

  // Ana: the match moment, never an Undo.
  const moment = ana.page.getByRole('dialog', { name: "It's a match!" });
  await expect(moment).toBeVisible();
  await expect(moment).toContainText(`You and ${firstName(ben)} both want to team up`);
  await expect(moment.getByRole('img', { name: `${ben.fullName}'s profile picture` })).toBeVisible();
  await expect(moment.getByRole('button', { name: 'Say hi' })).toBeFocused();
  await expect(toasts(ana.page).getByRole('button', { name: 'Undo' })).toHaveCount(0);

  // Ben: a live toast on the page he is on; his Say hi opens his side, with an opener of his own.
  await expect(toasts(ben.page).getByText(`You matched with ${ana.fullName}`)).toBeVisible();
  // Clicked as the link it is: on a busy machine the toasts are still sliding (and an older one
  // leaving over it) for longer than the toast stays.
  await toasts(ben.page).getByRole('link', { name: 'Say hi' }).dispatchEvent('click');
  await expect(ben.page).toHaveURL(new RegExp(`/convos/${ana._id}$`));
  await expect(chatPane(ben.page).getByRole('textbox', { name: 'Message' })).toHaveValue(
    `Hi ${firstName(ana)}! We're both going to ${event.name} and both work with RUST — want to team up there?`,
  );

  // Ana says hi: the chat opens with an opener from what they share, and it goes as it is.
  await moment.getByRole('button', { name: 'Say hi' }).click();
  await expect(ana.page).toHaveURL(new RegExp(`/convos/${ben._id}$`));
  const opener = `Hi ${firstName(ben)}! We're both going to ${event.name} and both work with RUST — want to team up there?`;
  const box = chatPane(ana.page).getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(opener);
  await expect(chatPane(ana.page).getByText('Connected')).toBeVisible();
  await box.press('Enter');
  await expect(chatPane(ana.page).getByText(opener)).toBeVisible();
  // It reaches Ben's open chat live.
  await expect(chatPane(ben.page).getByText(opener)).toBeVisible();
});

test('a profile offers Interested beside Block and Report, then shows the request as sent', async ({ browser, baseURL }) => {
  const cy = await person(browser, baseURL, 'cy', ['RUST']);
  const dee = await person(browser, baseURL, 'dee', ['GOLANG']);
  // Live before Dee answers: her accept reaches this page as a live event.
  await liveOn(cy.page, `/profile/user/${dee._id}`);
  const safety = cy.page.getByRole('group', { name: `Safety: ${dee.fullName}` });
  await expect(safety.getByRole('button', { name: 'Block' })).toBeVisible();
  await cy.page.getByRole('button', { name: 'Interested' }).click();
  await expect(cy.page.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  // Dee accepts from her requests: Cy's profile of her now offers Message.
  await dee.page.goto('/reqs/review');
  await dee.page.getByRole('button', { name: 'Accept' }).click();
  await expect(toasts(dee.page).getByText(`You matched with ${cy.fullName}`)).toBeVisible();
  await expect(cy.page.getByRole('link', { name: 'Message' })).toBeVisible();
});

test('the landing page leads a visitor to /signup, which links to sign-in and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Join the Community' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  // A mistake is said beside its field, and the keyboard is taken there.
  await page.getByLabel(/^Username/).fill('Not Valid');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveAccessibleDescription('Full name is required');
  await expect(page.getByLabel(/^Full name/)).toBeFocused();
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  const user = newUser('newbie');
  await page.getByLabel(/^Full name/).fill(user.fullName);
  await page.getByLabel(/^Username/).fill(user.userName);
  await page.getByLabel(/^Email/).fill(user.emailId);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/profile\/update\/skills$/);
  // Skip keeps what was picked and opens the feed.
  await page.getByRole('checkbox', { name: 'RUST' }).check();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(stored.skills).toEqual(['RUST']);
});
