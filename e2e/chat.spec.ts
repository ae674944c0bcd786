import { expect, test, type Page } from './support/test';
import { chatPane as chat, sendChatMessage as send } from './support/chat';
import { connectedPair } from './support/pair';

const bubbles = (page: Page) => chat(page).getByRole('list', { name: 'Messages' }).getByRole('listitem');
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

test('connected users exchange messages live both ways and find the history after a reload', async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL);

  // Ann starts a conversation that does not exist yet (as from Connections' Start Chat).
  await ann.page.goto(`/convos/${ben._id}`);
  await expect(chat(ann.page).getByRole('link', { name: ben.fullName })).toHaveAttribute('href', `/profile/user/${ben._id}`);
  await expect(chat(ann.page).getByText('Connected')).toBeVisible();
  await ben.page.goto(`/convos/${ann._id}`);
  await expect(chat(ben.page).getByText('Connected')).toBeVisible();

  const send1 = chat(ann.page).getByRole('button', { name: 'Send' });
  await expect(send1).toBeDisabled();
  await chat(ann.page).getByPlaceholder('Type a message...').fill('   ');
  await expect(send1).toBeDisabled();

  await send(ann.page, 'Hi Ben, want to team up?');
  await expect(bubbles(ann.page).filter({ hasText: 'Hi Ben, want to team up?' })).toHaveAttribute('data-state', 'sent');
  await expect(bubbles(ben.page).filter({ hasText: 'Hi Ben, want to team up?' })).toBeVisible();

  await send(ben.page, 'Sure Ann!');
  await expect(bubbles(ann.page).filter({ hasText: 'Sure Ann!' })).toBeVisible();
  await send(ann.page, 'Great.');
  await expect(bubbles(ben.page).filter({ hasText: 'Great.' })).toBeVisible();

  // The list follows the live conversation.
  await expect(conversations(ann.page).getByRole('link', { name: new RegExp(ben.fullName) })).toContainText('Great.');

  await ann.page.reload();
  await expect(bubbles(ann.page)).toHaveText([/Hi Ben, want to team up\?/, /Sure Ann!/, /Great\./]);
  await ben.page.goto('/convos');
  await expect(ben.page.getByText('Send private messages to a friend')).toBeVisible();
  const toAnn = conversations(ben.page).getByRole('link', { name: new RegExp(ann.fullName) });
  await expect(toAnn).toContainText('Great.');
  await toAnn.click();
  await expect(ben.page).toHaveURL(new RegExp(`/convos/${ann._id}$`));
  await expect(bubbles(ben.page)).toHaveCount(3);
});

test('a narrow screen shows one pane at a time with a way back', async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL, { width: 375, height: 740 });
  await ann.page.goto('/convos');
  await expect(conversations(ann.page).getByPlaceholder('Search conversations...')).toBeVisible();
  await expect(ann.page.getByText(/^No conversations yet\./)).toBeVisible();
  await expect(ann.page.getByText('Send private messages to a friend')).toBeHidden();

  await ann.page.goto(`/convos/${ben._id}`);
  await expect(chat(ann.page)).toBeVisible();
  await expect(conversations(ann.page)).toBeHidden();
  await send(ann.page, 'On my phone');
  await expect(bubbles(ann.page).filter({ hasText: 'On my phone' })).toHaveAttribute('data-state', 'sent');

  await chat(ann.page).getByRole('link', { name: 'Back to conversations' }).click();
  await expect(ann.page).toHaveURL(/\/convos$/);
  await expect(chat(ann.page)).toBeHidden();
  await expect(conversations(ann.page).getByRole('link', { name: new RegExp(ben.fullName) })).toContainText('On my phone');
});

test('a search result opens its chat at the found message, beyond the newest page, scrolled to and ringed for a moment', async ({ browser, baseURL }) => {
  // 52 messages typed into two chats: slow on a busy machine.
  test.setTimeout(300_000);
  const [ann, ben] = await connectedPair(browser, baseURL);
  const found = 'the repo: https://github.com/x/rust-ml';
  await ann.page.goto(`/convos/${ben._id}`);
  await expect(chat(ann.page).getByText('Connected')).toBeVisible();
  await ben.page.goto(`/convos/${ann._id}`);
  await expect(chat(ben.page).getByText('Connected')).toBeVisible();

  // More than the newest page (50) after the one to find, within each socket's 20-message burst
  // (refilled at 2 a second): Ann 20, Ben 20, then Ann 12 more once her bucket has refilled.
  await send(ann.page, found);
  for (let i = 1; i < 20; i++) await send(ann.page, `ann line ${i}`);
  const annBurstDone = Date.now();
  for (let i = 1; i <= 20; i++) await send(ben.page, `ben line ${i}`);
  await ann.page.waitForTimeout(Math.max(0, annBurstDone + 7_000 - Date.now()));
  for (let i = 20; i < 32; i++) await send(ann.page, `ann line ${i}`);
  await expect(bubbles(ann.page).filter({ hasText: 'ann line 31' })).toHaveAttribute('data-state', 'sent');
  await expect(chat(ann.page).locator('[data-state="failed"]')).toHaveCount(0);

  await ann.page.goto('/convos');
  await ann.page.getByRole('searchbox', { name: 'Search messages' }).fill('rust-ml');
  await ann.page.getByRole('region', { name: 'Message search results' }).getByRole('link', { name: new RegExp(ben.fullName) }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/convos/${ben._id}\\?message=`));

  const target = bubbles(ann.page).filter({ hasText: found });
  await expect(target).toHaveAttribute('data-found', 'true');
  await expect(target).toBeInViewport();
  // Not the bottom of the chat: the newest line is out of sight below.
  await expect(bubbles(ann.page).filter({ hasText: 'ann line 31' })).not.toBeInViewport();
  await expect(target).not.toHaveAttribute('data-found');
});
