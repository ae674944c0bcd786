import { expect, test, type Locator, type Page } from './support/test';
import { chatPane } from './support/chat';
import { newUser, signUpViaApi } from './support/users';

// A person who uses no pointer at all: every step below is Tab, Enter or typing. Page loads are
// only the first visit; everything after is reached through links and buttons.

/** Presses Tab until `target` has focus, as a keyboard user moves through the page; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}

test('signs in, swipes, accepts a request and sends a chat message with the keyboard alone', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const fresh = async () => (await browser.newContext({ baseURL })).newPage();
  const kim = await signUpViaApi((await fresh()).request, newUser('kim'));
  // Someone waits in her feed.
  await signUpViaApi((await fresh()).request, newUser('fen'));

  const page = await fresh();
  await page.goto('/signin');
  await tabTo(page, page.getByLabel(/^Email/));
  await page.keyboard.type(kim.emailId);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(kim.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/feed$/);

  // Swipe Interested on the top card.
  const card = page.getByTestId('swipe-card');
  const handle = (await card.getByText(/^@/).first().textContent())!.slice(1);
  await tabTo(page, card.getByRole('button', { name: 'Interested' }));
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => ((await (await page.request.get('/api/user/reqs/sent')).json()) as { reqs: { receiverId: { userName: string } }[] }).reqs.map((r) => r.receiverId.userName))
    .toContain(handle);

  // Meanwhile Rae (not in the feed Kim loaded) asks Kim to connect; Kim accepts in Reqs.
  const rae = await fresh();
  const raeUser = await signUpViaApi(rae.request, newUser('rae'));
  const asked = await rae.request.post(`/api/reqs/send/interested/${kim._id}`);
  expect(asked.status(), await asked.text()).toBe(201);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: /^Reqs/ }));
  await page.keyboard.press('Enter');
  const received = page.getByRole('list', { name: 'Received requests' });
  await tabTo(page, received.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  await expect(received.getByRole('link', { name: raeUser.fullName })).toHaveCount(0);

  // Write to her from Connections.
  await tabTo(page, nav.getByRole('link', { name: 'Connections' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Start Chat' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/convos/${raeUser._id}$`));
  const box = chatPane(page).getByPlaceholder('Type a message...');
  await expect(box).toBeEnabled();
  await tabTo(page, box);
  await page.keyboard.type('Hi Rae, typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(chatPane(page).getByRole('list', { name: 'Messages' }).getByText('Hi Rae, typed without a mouse')).toBeVisible();

  // Rae gets it.
  await rae.goto(`/convos/${kim._id}`);
  await expect(chatPane(rae).getByText('Hi Rae, typed without a mouse')).toBeVisible();
});
