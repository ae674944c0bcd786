import { expect, request as httpRequest, test, type APIRequestContext, type Page } from './support/test';
import { chatPane as chat, sendChatMessage as send } from './support/chat';
import { newUser, signInWithForm, signUpViaApi, toasts, type TestUser } from './support/users';

type Account = TestUser & { _id: string };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const summaryLoaded = (page: Page) => page.waitForResponse((res) => res.url().endsWith('/api/live/summary') && res.ok());

/** An account with its own cookie jar, for what the test does in its name through the API. */
async function accountViaApi(baseURL: string | undefined, prefix: string): Promise<[Account, APIRequestContext]> {
  const api = await httpRequest.newContext({ baseURL });
  return [await signUpViaApi(api, newUser(prefix)), api];
}

test('badges, title and toasts follow messages and requests live, and the count survives a reload', async ({ browser, baseURL }) => {
  // Ann and Ben are connections (Ben asked, Ann accepted); Ben signs in through the form in his tab.
  const annPage = await (await browser.newContext({ baseURL })).newPage();
  const ann = await signUpViaApi(annPage.request, newUser('ann'));
  const [ben, benApi] = await accountViaApi(baseURL, 'ben');
  const asked = await benApi.post(`/api/reqs/send/interested/${ann._id}`);
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { _id: string } };
  expect((await annPage.request.patch(`/api/reqs/review/accepted/${request._id}`)).status()).toBe(200);

  const benPage = await (await browser.newContext({ baseURL })).newPage();
  const firstSummary = summaryLoaded(benPage);
  await signInWithForm(benPage, ben);
  await expect(benPage).toHaveURL(/\/feed$/);
  await firstSummary;
  await expect(mainNav(benPage).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();
  await expect(benPage).toHaveTitle('Hackmate');

  // Ann writes while Ben is on the feed.
  await annPage.goto(`/convos/${ben._id}`);
  await expect(chat(annPage).getByText('Connected')).toBeVisible();
  await send(annPage, 'Hi Ben, shall we build something?');
  await expect(mainNav(benPage).getByRole('link', { name: 'Convos, 1 unread' })).toBeVisible();
  await expect(benPage).toHaveTitle('(1) Hackmate');
  // The toast opens the conversation, which reads it: the badge goes.
  await toasts(benPage).getByRole('link', { name: `New message from ${ann.fullName}` }).click();
  await expect(benPage).toHaveURL(new RegExp(`/convos/${ann._id}$`));
  await expect(chat(benPage).getByText('Hi Ben, shall we build something?')).toBeVisible();
  await expect(mainNav(benPage).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();
  await expect(benPage).toHaveTitle('Hackmate');
  // Her own message is no news to Ann.
  await expect(mainNav(annPage).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();

  // With the conversation on screen, a new message shows there and is read at once: no count.
  await send(annPage, 'Still there?');
  await expect(chat(benPage).getByText('Still there?')).toBeVisible();
  await benPage.waitForTimeout(500);
  await expect(mainNav(benPage).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();
  await expect(benPage).toHaveTitle('Hackmate');

  // The server keeps the read position: after a reload the count is still 0.
  await mainNav(benPage).getByRole('link', { name: 'Explore' }).click();
  await expect(benPage).toHaveURL(/\/feed$/);
  const reloaded = summaryLoaded(benPage);
  await benPage.reload();
  await reloaded;
  await expect(mainNav(benPage).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();
  await expect(benPage).toHaveTitle('Hackmate');
  // The live socket opens once the page has settled, and reads the counts again as it connects.
  await summaryLoaded(benPage);

  // Someone new wants to team up: Ben's Reqs badge and a toast, without a reload.
  await expect(mainNav(benPage).getByRole('link', { name: 'Reqs', exact: true })).toBeVisible();
  const [cleo, cleoApi] = await accountViaApi(baseURL, 'cleo');
  expect((await cleoApi.post(`/api/reqs/send/interested/${ben._id}`)).status()).toBe(201);
  await expect(mainNav(benPage).getByRole('link', { name: 'Reqs, 1 pending' })).toBeVisible();
  const wants = toasts(benPage).getByRole('link', { name: `${cleo.fullName} wants to team up` });
  await expect(wants).toBeVisible();
  await wants.click();
  await expect(benPage).toHaveURL(/\/reqs\/review$/);

  await Promise.all([benApi.dispose(), cleoApi.dispose()]);
});

test('receipts, typing and presence in a chat between two people', async ({ browser, baseURL }) => {
  // Ann and Ben are connections, each signed in in their own browser.
  const annPage = await (await browser.newContext({ baseURL })).newPage();
  const ann = await signUpViaApi(annPage.request, newUser('ann'));
  const benPage = await (await browser.newContext({ baseURL })).newPage();
  const ben = await signUpViaApi(benPage.request, newUser('ben'));
  const asked = await benPage.request.post(`/api/reqs/send/interested/${ann._id}`);
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { _id: string } };
  expect((await annPage.request.patch(`/api/reqs/review/accepted/${request._id}`)).status()).toBe(200);

  // Ann writes while Ben is away from the chat: stored, not read.
  await annPage.goto(`/convos/${ben._id}`);
  await expect(chat(annPage).getByText('Connected')).toBeVisible();
  await send(annPage, 'Did you read the brief?');
  const annBubble = chat(annPage).getByRole('listitem').filter({ hasText: 'Did you read the brief?' });
  await expect(annBubble).toHaveAttribute('data-state', 'sent');
  await expect(annBubble).toContainText(/Sent|Delivered/);

  // Ben opens the conversation, which reads it: Ann sees "Read" without a reload, and Ben online.
  await benPage.goto(`/convos/${ann._id}`);
  await expect(chat(benPage).getByText('Did you read the brief?')).toBeVisible();
  await expect(annBubble).toContainText('Read');
  await expect(chat(annPage).locator('header').getByText('Online', { exact: true })).toBeVisible();

  // Ann types: Ben sees it, and it goes when her message arrives.
  await expect(chat(benPage).getByText('Connected')).toBeVisible();
  const annFirstName = ann.fullName.split(' ')[0]!;
  await chat(annPage).getByPlaceholder('Type a message...').pressSequentially('Yes, and', { delay: 30 });
  await expect(chat(benPage).getByText(`${annFirstName} is typing…`)).toBeVisible();
  await chat(annPage).getByPlaceholder('Type a message...').press('Enter');
  await expect(chat(benPage).getByText('Yes, and')).toBeVisible();
  await expect(chat(benPage).getByText(`${annFirstName} is typing…`)).toBeHidden();

  // With the chat on his screen, Ben reads it as it comes; after a reload the history says so.
  const annReply = chat(annPage).getByRole('listitem').filter({ hasText: 'Yes, and' });
  await expect(annReply).toContainText('Read');
  await annPage.reload();
  await expect(annReply).toContainText('Read');
});
