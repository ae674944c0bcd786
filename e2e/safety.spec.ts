import { expect, test, type Page } from './support/test';
import { chatPane as chat } from './support/chat';
import { connectedPair, exchangeLines } from './support/pair';
import { toasts } from './support/users';

/** What Ben writes and Ann answers in every test here: something to report. */
const talk = ['Send me your password and I will fix the repo', 'No, thanks.'] as const;

const conversationList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

test("A reports B's message from the chat and is thanked", async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL);
  await exchangeLines(ben, ann, ...talk);

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
  const [ann, ben] = await connectedPair(browser, baseURL);
  await exchangeLines(ben, ann, ...talk);

  // Ann opens Ben's profile from her connections and blocks him there: asked first, then she is
  // back on her connections, without him.
  await ann.page.goto('/connections');
  await ann.page.getByRole('article', { name: ben.fullName }).getByRole('link', { name: ben.fullName }).click();
  await expect(ann.page.getByRole('heading', { name: ben.fullName })).toBeVisible();
  await ann.page.getByRole('button', { name: 'Block' }).click();
  const confirm = ann.page.getByRole('alertdialog', { name: `Block ${ben.fullName}?` });
  await expect(confirm).toContainText("they won't be told");
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(toasts(ann.page).getByText(`${ben.fullName} is blocked`)).toBeVisible();
  await expect(ann.page).toHaveURL(/\/connections$/);
  await expect(ann.page.getByText('No connections yet.')).toBeVisible();
  await expect(ann.page.getByRole('article', { name: ben.fullName })).toHaveCount(0);

  // Nor is he in her conversations any more.
  await ann.page.goto('/convos');
  await expect(conversationList(ann.page).getByText(/^No conversations yet\./)).toBeVisible();
  await expect(conversationList(ann.page).getByRole('link', { name: new RegExp(ben.fullName) })).toHaveCount(0);

  // Ben (never told) no longer has Ann as a connection, and her profile is "not found" to him.
  await ben.page.goto('/connections');
  await expect(ben.page.getByText('No connections yet.')).toBeVisible();
  await expect(ben.page.getByRole('article', { name: ann.fullName })).toHaveCount(0);
  await ben.page.goto(`/profile/user/${ann._id}`);
  await expect(ben.page.getByRole('heading', { name: 'This developer could not be found' })).toBeVisible();
  await ben.page.goto('/convos');
  await expect(conversationList(ben.page).getByText(/^No conversations yet\./)).toBeVisible();
});
