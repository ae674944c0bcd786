import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { chatPane as chat } from './support/chat';
import { connectedPair, exchangeLines } from './support/pair';
import { signInViaApi, toasts } from './support/users';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('on a phone, Settings opens from the menu, marks this session and downloads the data export', async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL, { width: 360, height: 740 });
  await exchangeLines(ann, ben, 'Hello from Ann', 'Hi Ann, Ben here');
  // Ann is signed in somewhere else too.
  const elsewhere = await (await browser.newContext({ baseURL })).newPage();
  await signInViaApi(elsewhere.request, ann);

  const page = ann.page;
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const sessions = section(page, 'Sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'This device' })).toContainText('Last used just now');
  await expect(section(page, 'Sessions').getByRole('button', { name: 'Sign out of all other sessions' })).toBeVisible();
  await expect(section(page, 'Blocked people')).toContainText("You haven't blocked anyone.");
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const download = page.waitForEvent('download');
  await section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hackmate-export-[a-z0-9._-]+\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  const data = JSON.parse(text) as { account: { userName: string; emailId: string }; connections: Array<{ userName: string }> };
  expect(data.account).toMatchObject({ userName: ann.userName, emailId: ann.emailId });
  expect(data.connections.map((c) => c.userName)).toEqual([ben.userName]);
  expect(text).not.toContain(ben.emailId);
  await expect(toasts(page).getByText('Your data was downloaded')).toBeVisible();
});

test('deleting the account signs out, and the other person sees "Deleted user" in the chat', async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL);
  await exchangeLines(ann, ben, 'Hello from Ann', 'Hi Ann, Ben here');
  const page = ann.page;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await section(page, 'Delete account').getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const remove = dialog.getByRole('button', { name: 'Delete account' });
  await dialog.getByLabel(/Type your username/).fill(ann.userName.toUpperCase());
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(/Type your username/).fill(ann.userName);
  await dialog.getByLabel('Password').fill('Wrong#pass1');
  await remove.click();
  await expect(dialog.getByText('That password is not correct. Your account was not deleted.')).toBeVisible();

  await dialog.getByLabel('Password').fill(ann.password);
  await remove.click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(toasts(page).getByText('Your account was deleted')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The session is gone on the server too.
  expect((await (await page.request.get('/api/check-auth')).json()) as { status?: boolean }).toMatchObject({ status: false });

  await ben.page.goto('/convos');
  const conversation = ben.page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Deleted user/ });
  await expect(conversation).toBeVisible();
  await expect(ben.page.getByText(ann.fullName)).toHaveCount(0);
  await conversation.click();
  await expect(chat(ben.page).getByText('Hello from Ann')).toBeVisible();
  await expect(chat(ben.page).getByText('Deleted user').first()).toBeVisible();
});
