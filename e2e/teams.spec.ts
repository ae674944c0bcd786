import { expect, test, type Browser, type Page } from './support/test';
import { newUser, signUpViaApi, type TestUser } from './support/users';
import { addEvent } from './support/events';

type Person = TestUser & { _id: string; page: Page };

async function person(browser: Browser, baseURL: string | undefined, prefix: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

test('A creates a team with an open Backend role, B looks as backend and comes first in Find people, A invites, B accepts, both chat in the team chat, the role closes', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const ann = await person(browser, baseURL, 'ann');
  const ben = await person(browser, baseURL, 'ben');
  const cat = await person(browser, baseURL, 'cat');
  const event = await addEvent(ann.page.request, `Harbour Hack ${ann._id.slice(0, 6)}`);

  // Ann finds it under Events and starts a team looking for a backend developer.
  await ann.page.goto('/feed');
  await ann.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await ann.page.getByLabel('Search by name').fill(event.name);
  await ann.page.getByRole('link', { name: event.name }).click();
  await expect(ann.page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await ann.page.getByRole('button', { name: 'Create a team' }).click();
  const form = ann.page.getByRole('form', { name: 'Create team' });
  await form.getByLabel('Team name').fill('Null Pointers');
  await form.getByLabel('Idea').fill('Route cargo bikes around harbour traffic.');
  await form.getByRole('group', { name: 'Open roles' }).getByRole('button', { name: 'Backend' }).click();
  await form.getByLabel('My role').selectOption('frontend');
  await form.getByRole('button', { name: 'Create team' }).click();
  await expect(ann.page.getByRole('heading', { level: 1, name: 'Null Pointers' })).toBeVisible();
  await expect(ann.page.getByText('Open roles')).toBeVisible();

  // Ben is going and looking, as a backend developer.
  await ben.page.goto(`/events/${event._id}`);
  await ben.page.getByRole('button', { name: "I'm going" }).click();
  await ben.page.getByRole('button', { name: 'Looking for a team' }).click();
  const looking = ben.page.getByRole('form', { name: 'Looking for a team' });
  await looking.getByRole('group', { name: 'Roles I bring' }).getByRole('button', { name: 'Backend' }).click();
  await looking.getByRole('radio', { name: 'Serious' }).check();
  await looking.getByLabel('One-line pitch').fill('APIs that stay up at 3 am');
  await looking.getByRole('button', { name: "I'm looking" }).click();
  await expect(ben.page.getByLabel('Your post')).toContainText("You're looking for a team.");

  // Cat is looking too, as a designer — and she posted after Ben.
  const catLooks = await cat.page.request.put(`/api/events/${event._id}/attendance`, {
    data: { looking: true, bring: ['design'], seek: ['backend'], commitment: 'serious', timeZone: 'UTC', pitch: 'Pixels with purpose' },
  });
  expect(catLooks.status(), await catLooks.text()).toBe(200);

  // Ann asks who fills her team's gap: Ben, the backend developer, comes first; she invites him.
  await ann.page.goto(`/events/${event._id}`);
  const find = ann.page.getByRole('region', { name: 'Find people for Null Pointers' });
  const inviteBen = find.getByRole('button', { name: `Invite ${ben.fullName} to Null Pointers` });
  await expect(inviteBen).toBeVisible();
  await expect(find).toContainText('an open role');
  await inviteBen.click();
  // The next card is Cat's; Ben is now invited.
  await expect(find.getByRole('button', { name: `Invite ${cat.fullName} to Null Pointers` })).toBeVisible();
  await expect(ann.page.getByRole('list', { name: 'People looking for a team' }).getByText('Invited')).toBeVisible();

  // Ben accepts from his invites, and lands in the team.
  await ben.page.goto('/events');
  const invite = ben.page.getByRole('article', { name: 'Invite: Null Pointers' });
  await invite.getByRole('button', { name: 'Accept' }).click();
  // Answered before he moves on (leaving at once could cancel the request on a slow machine).
  await expect(ben.page.getByText('You joined Null Pointers.')).toBeVisible();
  await ben.page.goto(`/events/${event._id}`);
  await expect(ben.page.getByText("You're going, with your team.")).toBeVisible();

  // Both see two members; the Backend role is filled.
  for (const p of [ann.page, ben.page]) {
    await p.goto(`/events/${event._id}`);
    await p.getByRole('link', { name: 'Null Pointers' }).first().click();
    const members = p.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members).toContainText(ann.fullName);
    await expect(members).toContainText(ben.fullName);
    await expect(p.getByText('Backend', { exact: true }).first()).toBeVisible();
  }
  // Both write in the team chat, and each sees the other's message arrive.
  const chatOf = (p: Page) => p.getByRole('region', { name: 'Team chat' });
  await chatOf(ann.page).getByRole('textbox', { name: 'Message your team' }).fill('Welcome aboard! Stand-up at 9?');
  await chatOf(ann.page).getByRole('button', { name: 'Send' }).click();
  await expect(chatOf(ben.page).getByText('Welcome aboard! Stand-up at 9?')).toBeVisible();
  await chatOf(ben.page).getByRole('textbox', { name: 'Message your team' }).fill('Works for me');
  await chatOf(ben.page).getByRole('button', { name: 'Send' }).click();
  await expect(chatOf(ann.page).getByText('Works for me')).toBeVisible();
  // Cat, not in the team, sees no chat on its page.
  await cat.page.goto(ben.page.url());
  await expect(cat.page.getByRole('list', { name: 'Members' })).toBeVisible();
  await expect(chatOf(cat.page)).toHaveCount(0);

  const team = await ann.page.request.get(`/api/events/${event._id}/teams`);
  const [summary] = ((await team.json()) as { data: Array<{ openRoles: unknown[]; memberCount: number }> }).data;
  expect(summary).toMatchObject({ memberCount: 2, openRoles: [] });
});
