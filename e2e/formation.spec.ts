import { expect, test, type Browser, type Page } from './support/test';
import { liveOn } from './support/live';
import { newUser, signUpViaApi, toasts, type TestUser } from './support/users';

type Person = TestUser & { _id: string; page: Page };

// The organiser works on a phone-sized screen: the formation section must fit 375 px.
async function person(browser: Browser, baseURL: string | undefined, prefix: string, viewport?: { width: number; height: number }): Promise<Person> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  return { ...(await signUpViaApi(page.request, newUser(prefix))), page };
}

test('An organiser shares an invite-only event, two people join through the link and look, the organiser forms teams (preview, send), both confirm, and the dashboard shows nobody without a team', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const org = await person(browser, baseURL, 'org', { width: 375, height: 812 });
  const ann = await person(browser, baseURL, 'ann');
  const ben = await person(browser, baseURL, 'ben');

  // Setup through the API (the event form and the invite link have their own spec).
  const start = new Date(Date.now() + 14 * 86_400_000);
  const name = `Formation Jam ${org._id.slice(0, 6)}`;
  const created = await org.page.request.post('/api/events', {
    data: { name, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 86_400_000).toISOString(), mode: 'online', website: 'https://formation.example.com', minTeamSize: 2, maxTeamSize: 4, visibility: 'invite-only' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { data: { _id: string } }).data;
  const link = await org.page.request.post(`/api/events/${event._id}/invite-link`);
  expect(link.status()).toBe(200);
  const invitePath = new URL(((await link.json()) as { data: { url: string } }).data.url).pathname;

  // Both join through the link, then look for a team with Match me on.
  for (const [who, bring] of [
    [ann, 'design'],
    [ben, 'backend'],
  ] as const) {
    await who.page.goto(invitePath);
    await expect(who.page.getByText("You're going.")).toBeVisible();
    const looks = await who.page.request.put(`/api/events/${event._id}/attendance`, {
      data: { looking: true, bring: [bring], seek: [], commitment: 'serious', timeZone: 'UTC', pitch: 'Ready to build' },
    });
    expect(looks.status(), await looks.text()).toBe(200);
    expect((await who.page.request.put(`/api/events/${event._id}/match-me`, { data: { on: true } })).status()).toBe(200);
  }

  // The organiser requires a designer per team, previews, then sends.
  // Live: the dashboard follows the members' answers without a reload.
  await liveOn(org.page, `/events/${event._id}/manage`);
  const formation = org.page.getByRole('region', { name: 'Formation', exact: true });
  await formation.getByRole('combobox', { name: 'Designer' }).selectOption('At least 1');
  await formation.getByRole('button', { name: 'Save rules' }).click();
  await expect(toasts(org.page)).toContainText('Formation rules saved.');
  await formation.getByRole('button', { name: 'Form teams now' }).click();
  const teams = formation.getByRole('list', { name: 'Proposed teams' });
  await expect(teams.getByRole('listitem').filter({ has: org.page.getByRole('heading', { name: /Team 1/ }) })).toContainText(ann.fullName);
  await expect(teams).toContainText(ben.fullName);
  await expect(teams).toContainText('✓ Design met');
  await expect(formation).toContainText('2 of 2 people placed');
  // Nothing wider than the phone's screen.
  expect(await org.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await formation.getByRole('button', { name: 'Send proposals' }).click();
  await expect(formation.getByRole('status')).toContainText('One proposal sent.');

  // Each accepts the proposal on the event page.
  for (const who of [ann, ben]) {
    await who.page.goto(`/events/${event._id}`);
    const proposal = who.page.getByRole('region', { name: 'We found you a team' });
    await proposal.getByRole('button', { name: 'Accept' }).click();
  }
  await expect(ben.page.getByRole('region', { name: 'Your team is ready' })).toBeVisible();

  // The dashboard, live: everyone going is in a team.
  const without = org.page.locator('.hm-dashboard__count', { hasText: 'Without a team' });
  await expect(without.locator('dd')).toHaveText('0');
  await expect(org.page.locator('.hm-dashboard__count', { hasText: /^In a team\d/ }).locator('dd')).toHaveText('2');
});
