import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chatPane, sendChatMessage } from './chat';
import { newUser, signUpViaApi, type TestUser } from './users';

/** A signed-up user with a page in a browser context of their own (their own cookies). */
export type Person = TestUser & { _id: string; page: Page };

/** Ann and Ben, each signed in in their own browser, who are connections: Ann asked, Ben accepted. */
export async function connectedPair(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<[Person, Person]> {
  const people: Person[] = [];
  for (const prefix of ['ann', 'ben']) {
    const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
    const page = await context.newPage();
    people.push({ ...(await signUpViaApi(page.request, newUser(prefix))), page });
  }
  const [ann, ben] = people as [Person, Person];
  const sent = await ann.page.request.post(`/api/reqs/send/interested/${ben._id}`);
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { _id: string } };
  const accepted = await ben.page.request.patch(`/api/reqs/review/accepted/${request._id}`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return [ann, ben];
}

/**
 * Two connections write to each other: `first` opens the chat and sends `firstLine`, `second`
 * opens it, reads that and answers `reply`, which `first` then sees. Both chats stay open.
 */
export async function exchangeLines(first: Person, second: Person, firstLine: string, reply: string): Promise<void> {
  await first.page.goto(`/convos/${second._id}`);
  await expect(chatPane(first.page).getByText('Connected')).toBeVisible();
  await sendChatMessage(first.page, firstLine);
  await second.page.goto(`/convos/${first._id}`);
  await expect(chatPane(second.page).getByText(firstLine)).toBeVisible();
  await expect(chatPane(second.page).getByText('Connected')).toBeVisible();
  await sendChatMessage(second.page, reply);
  await expect(chatPane(first.page).getByText(reply)).toBeVisible();
}

/**
 * Signs up the user of `me` (a page's request context) with one connection, signed up through
 * `other` (a request context of its own), and returns that connection's id.
 */
export async function signUpWithConnection(me: APIRequestContext, other: APIRequestContext): Promise<string> {
  await signUpViaApi(me);
  const them = await signUpViaApi(other, newUser('mate'));
  const sent = await me.post(`/api/reqs/send/interested/${them._id}`);
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { _id: string } };
  const accepted = await other.patch(`/api/reqs/review/accepted/${request._id}`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return them._id;
}
