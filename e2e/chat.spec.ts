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
