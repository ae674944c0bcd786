import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';
import { liveOn } from './support/live';
import { addEvent } from './support/events';

type Person = TestUser & { _id: string; page: Page };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A signed-up person in a browser context of their own. */
async function person(browser: Browser, baseURL: string | undefined, prefix: string): Promise<Person> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

test('An invite reaches B live on any screen and is answered in Reqs; the owner sees the team grow live; the team chat is a conversation in Convos', async ({ browser, baseURL }) => {
  const owner = await person(browser, baseURL, 'own');
  const ben = await person(browser, baseURL, 'ben');

  // The owner's team at a hackathon where Ben is looking for one.
  const eventId = (await addEvent(owner.page.request, `Inbox Hack ${owner._id.slice(0, 6)}`))._id;
  const teamName = `Byte Club ${owner._id.slice(0, 4)}`;
  const made = await owner.page.request.post(`/api/events/${eventId}/teams`, { data: { name: teamName, openRoles: [{ role: 'backend', count: 1 }] } });
  expect(made.status(), await made.text()).toBe(201);
  const teamId = ((await made.json()) as { data: { _id: string } }).data._id;
  const looking = await ben.page.request.put(`/api/events/${eventId}/attendance`, {
    data: { looking: true, bring: ['backend'], seek: [], commitment: 'serious', timeZone: 'Europe/Berlin' },
  });
  expect(looking.status(), await looking.text()).toBe(200);

  // The owner looks at the team page, Ben at the feed.
  await liveOn(owner.page, `/teams/${teamId}`);
  await expect(owner.page.getByText('1 of 4 members')).toBeVisible();
  await liveOn(ben.page, '/feed');

  // The owner invites Ben from Find people's API: Ben hears it at once, with a badge.
  const invited = await owner.page.request.post(`/api/teams/${teamId}/invites`, { data: { userId: ben._id, role: 'backend', message: 'Join us?' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const toast = toasts(ben.page).getByRole('link', { name: `${owner.fullName} invited you to ${teamName}` });
  await expect(toast).toBeVisible();
  await expect(mainNav(ben.page).getByRole('link', { name: 'Reqs, 1 pending' })).toBeVisible();

  // The toast leads to Reqs, where the invite is listed and answered.
  await toast.click();
  await expect(ben.page).toHaveURL(/\/reqs\/review$/);
  const card = ben.page.getByRole('article', { name: `Invite to ${teamName}` });
  await expect(card).toContainText('Join us?');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toBeHidden();
  await expect(mainNav(ben.page).getByRole('link', { name: 'Reqs', exact: true })).toBeVisible();

  // The owner's page shows the new member without a reload, and a toast says who answered.
  await expect(toasts(owner.page).getByText(`${ben.fullName} accepted your invite to ${teamName}`)).toBeVisible();
  await expect(owner.page.getByText('2 of 4 members')).toBeVisible();
  await expect(owner.page.getByRole('list', { name: 'Members' })).toContainText(ben.fullName);

  // A team message shows in Ben's Convos list with its unread count, and opening it clears it.
  await liveOn(ben.page, '/convos');
  const teamChat = owner.page.getByRole('region', { name: 'Team chat' });
  await teamChat.getByRole('textbox', { name: 'Message your team' }).fill('Welcome aboard! Stand-up at 9?');
  await teamChat.getByRole('button', { name: 'Send' }).click();
  await expect(mainNav(ben.page).getByRole('link', { name: 'Convos, 1 unread' })).toBeVisible();
  const entry = ben.page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: `Team chat ${teamName}` });
  await expect(entry).toContainText('Welcome aboard! Stand-up at 9?');
  await expect(entry.getByLabel('1 unread')).toBeVisible();
  await entry.click();
  await expect(ben.page).toHaveURL(new RegExp(`/teams/${teamId}$`));
  await expect(ben.page.getByRole('region', { name: 'Team chat' }).getByText('Welcome aboard! Stand-up at 9?')).toBeVisible();
  await expect(mainNav(ben.page).getByRole('link', { name: 'Convos', exact: true })).toBeVisible();
  await mainNav(ben.page).getByRole('link', { name: 'Convos', exact: true }).click();
  await expect(entry).toBeVisible();
  await expect(entry.getByLabel('1 unread')).toBeHidden();
});

test('When the feed runs out it offers the people passed, most recent first, and Interested on one sends them a request', async ({ browser, baseURL }) => {
  const ana = await person(browser, baseURL, 'ana');
  const ben = await person(browser, baseURL, 'ben');
  // Ana passes everyone her feed shows (people other tests made too), Ben last.
  for (let round = 0; round < 20; round++) {
    const res = await ana.page.request.get('/api/feed?limit=50');
    expect(res.status(), await res.text()).toBe(200);
    const others = ((await res.json()) as { feedData: { _id: string }[] }).feedData.filter((card) => card._id !== ben._id);
    if (others.length === 0) break;
    for (const card of others) expect((await ana.page.request.post(`/api/reqs/send/ignore/${card._id}`)).status()).toBe(201);
  }
  expect((await ana.page.request.post(`/api/reqs/send/ignore/${ben._id}`)).status()).toBe(201);

  await liveOn(ben.page, '/feed');
  await ana.page.goto('/feed');
  await expect(ana.page.getByText(/You've seen everyone for now/)).toBeVisible();
  const passed = ana.page.getByRole('region', { name: 'People you passed' });
  await expect(passed.getByRole('listitem').first()).toContainText(ben.fullName);
  await passed.getByRole('button', { name: `Interested in ${ben.fullName}` }).click();
  await expect(toasts(ana.page).getByText(`Request sent to ${ben.fullName}`)).toBeVisible();
  await expect(passed.getByText(ben.fullName)).toBeHidden();
  // Ben hears of it as of any request.
  await expect(toasts(ben.page).getByRole('link', { name: `${ana.fullName} wants to team up` })).toBeVisible();
  await expect(mainNav(ben.page).getByRole('link', { name: 'Reqs, 1 pending' })).toBeVisible();
});
