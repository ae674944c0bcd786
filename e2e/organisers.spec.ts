import { expect, test, type Browser, type Page } from './support/test';
import { liveOn } from './support/live';
import { newUser, signInWithForm, signUpViaApi, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

async function person(browser: Browser, baseURL: string | undefined, prefix: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

test('An organiser adds an invite-only event and shares its link; a signed-out guest signs in through it and lands on the event; an announcement reaches them live; outsiders never see it', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const org = await person(browser, baseURL, 'org');
  const outsider = await person(browser, baseURL, 'out');
  // The guest has an account but opens the link signed out, in a browser of their own.
  const guestAccount = await signUpViaApi((await browser.newContext({ baseURL })).request, newUser('guest'));
  const guestPage = await (await browser.newContext({ baseURL })).newPage();

  // The organiser adds the hackathon as invite only.
  const name = `Closed Jam ${org._id.slice(0, 6)}`;
  await org.page.goto('/events/new');
  const form = org.page.getByRole('form', { name: 'Add hackathon' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Starts').fill('2030-03-01T09:00');
  await form.getByLabel('Ends').fill('2030-03-02T18:00');
  await form.getByLabel('Website').fill('https://jam.example.com');
  await form.getByLabel('Who can see it').selectOption('invite-only');
  await form.getByRole('button', { name: 'Add hackathon' }).click();
  await expect(org.page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eventPath = new URL(org.page.url()).pathname;

  // An invite link, shown for sharing.
  await org.page.getByRole('region', { name: 'Organiser tools' }).getByRole('button', { name: 'Invite link' }).click();
  const linkBox = org.page.getByRole('textbox', { name: 'New invite link (the one before no longer works)' });
  await expect(linkBox).toHaveValue(/\/events\/join\/[\w-]+$/);
  const invitePath = new URL(await linkBox.inputValue()).pathname;

  // Someone without the link finds nothing: not in the list, not at its address.
  await outsider.page.goto('/events');
  await outsider.page.getByLabel('Search by name').fill(name);
  await expect(outsider.page.getByRole('link', { name })).toHaveCount(0);
  await outsider.page.goto(eventPath);
  await expect(outsider.page.getByRole('heading', { level: 1, name: 'Hackathon not found' })).toBeVisible();

  // The guest opens the link signed out, signs in, and is back at the event, going.
  await guestPage.goto(invitePath);
  await expect(guestPage).not.toHaveURL(/\/events\//);
  await signInWithForm(guestPage, guestAccount);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guestPage).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(guestPage.getByText("You're going.")).toBeVisible();

  // An announcement arrives on the guest's open page, without a reload.
  await liveOn(guestPage, eventPath);
  const box = org.page.getByRole('form', { name: 'Post an announcement' });
  await box.getByRole('textbox', { name: 'Announcement' }).fill('Doors open at 9 — bring your badge.');
  await box.getByRole('button', { name: 'Announce' }).click();
  await expect(guestPage.getByRole('list', { name: 'Announcements' })).toContainText('Doors open at 9 — bring your badge.');
  // Participants get no organiser tools.
  await expect(guestPage.getByRole('region', { name: 'Organiser tools' })).toHaveCount(0);
});
