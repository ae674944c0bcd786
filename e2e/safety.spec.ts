import { expect, test, type Browser, type Page } from '@playwright/test';
import { chatPane as chat, sendChatMessage as send } from './support/chat';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

/** Two users, each signed in in their own browser, who are connections and have written to each other. */
async function connectedPairWhoTalked(browser: Browser, baseURL: string | undefined): Promise<[Person, Person]> {
  const people: Person[] = [];
  for (const prefix of ['ann', 'ben']) {
    const page = await (await browser.newContext({ baseURL })).newPage();
    people.push({ ...(await signUpViaApi(page.request, newUser(prefix))), page });
  }
  const [ann, ben] = people as [Person, Person];
  const sent = await ben.page.request.post(`/api/reqs/send/interested/${ann._id}`);
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { _id: string } };
  expect((await ann.page.request.patch(`/api/reqs/review/accepted/${request._id}`)).status()).toBe(200);

  await ben.page.goto(`/convos/${ann._id}`);
  await expect(chat(ben.page).getByText('Connected')).toBeVisible();
  await send(ben.page, 'Send me your password and I will fix the repo');
  await ann.page.goto(`/convos/${ben._id}`);
  await expect(chat(ann.page).getByText('Send me your password and I will fix the repo')).toBeVisible();
  await expect(chat(ann.page).getByText('Connected')).toBeVisible();
  await send(ann.page, 'No, thanks.');
  await expect(chat(ben.page).getByText('No, thanks.')).toBeVisible();
  return [ann, ben];
}

const conversationList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

test("A reports B's message from the chat and is thanked", async ({ browser, baseURL }) => {
  const [ann] = await connectedPairWhoTalked(browser, baseURL);

  // The action shows on hover or focus.
  const bensMessage = chat(ann.page).getByRole('listitem').filter({ hasText: 'Send me your password' });
  await bensMessage.hover();
  await bensMessage.getByRole('button', { name: 'Report message' }).click();
  const report = ann.page.getByRole('dialog', { name: 'Report this message' });
  await report.getByRole('radio', { name: 'Scam or fraud' }).check();
  await report.getByLabel('Details (optional)').fill('Asks for my password');
  await expect(report.getByText('20 / 1000')).toBeVisible();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(ann.page).getByText("Thanks — we'll review your report")).toBeVisible();
  await expect(report).toBeHidden();
  // Her own messages offer nothing to report.
  await expect(chat(ann.page).getByRole('listitem').filter({ hasText: 'No, thanks.' }).getByRole('button', { name: 'Report message' })).toHaveCount(0);
  // The same message once more: the server's answer is shown in the form.
  await bensMessage.hover();
  await bensMessage.getByRole('button', { name: 'Report message' }).click();
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByRole('alert')).toHaveText('You already reported this');
});

test("A blocks B from B's profile: B is gone from A's connections and chats, and A from B's", async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPairWhoTalked(browser, baseURL);

  // Ann blocks Ben from his profile: asked first, then she lands on her connections, without him.
  await ann.page.goto(`/profile/user/${ben._id}`);
  await expect(ann.page.getByRole('heading', { name: ben.fullName })).toBeVisible();
  await ann.page.getByRole('button', { name: 'Block' }).click();
  const confirm = ann.page.getByRole('alertdialog', { name: `Block ${ben.fullName}?` });
  await expect(confirm).toContainText("they won't be told");
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(toasts(ann.page).getByText(`${ben.fullName} is blocked`)).toBeVisible();
  await expect(ann.page).toHaveURL(/\/connections$/);
  await expect(ann.page.getByText('Nothing to show here. Explore & send reqs to other users.')).toBeVisible();
  await expect(ann.page.getByRole('article', { name: ben.fullName })).toHaveCount(0);

  // Nor is he in her conversations any more.
  await ann.page.goto('/convos');
  await expect(conversationList(ann.page).getByText('No conversations found')).toBeVisible();
  await expect(conversationList(ann.page).getByRole('link', { name: new RegExp(ben.fullName) })).toHaveCount(0);

  // Ben (never told) no longer has Ann as a connection, and her profile is "not found" to him.
  await ben.page.goto('/connections');
  await expect(ben.page.getByText('Nothing to show here. Explore & send reqs to other users.')).toBeVisible();
  await expect(ben.page.getByRole('article', { name: ann.fullName })).toHaveCount(0);
  await ben.page.goto(`/profile/user/${ann._id}`);
  await expect(ben.page.getByRole('heading', { name: 'This developer could not be found' })).toBeVisible();
  await ben.page.goto('/convos');
  await expect(conversationList(ben.page).getByText('No conversations found')).toBeVisible();
});
