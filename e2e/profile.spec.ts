import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { newUser, signUpViaApi, toasts } from './support/users';

/** A real 96×64 PNG (a colour gradient), encoded here so the test needs no image library or binary fixture. */
function gradientPng(width = 96, height = 64): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160], row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const journey = (page: Page, title: 'Project Journey' | 'Hackathon Journey') => page.getByRole('region', { name: title });

async function openOwnProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
}

test('sign up, onboarding and Finish lead to the feed, the profile showing the chosen year and skills', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('onboard'));
  await page.goto('/profile/update/skills');
  await expect(page.getByText('Let people know about your skills')).toBeVisible();
  await page.getByRole('checkbox', { name: 'RUST' }).check();
  // FIREBASE is listed under Hosting and Databases: either box selects the one skill.
  await page.getByRole('group', { name: 'Databases' }).getByRole('checkbox', { name: 'FIREBASE' }).check();
  await expect(page.getByRole('group', { name: 'Hosting' }).getByRole('checkbox', { name: 'FIREBASE' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByPlaceholder('2027').fill('2027');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/profile');
  await expect(page.getByText(`@${user.userName}`)).toBeVisible();
  await expect(page.getByText('Class of 2027')).toBeVisible();
  const skills = page.getByRole('region', { name: 'Skills' });
  await expect(skills.getByText('RUST', { exact: true })).toBeVisible();
  await expect(skills.getByText('FIREBASE', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(stored).toMatchObject({ userName: user.userName, gradYear: 2027, skills: ['RUST', 'FIREBASE'] });
});

test('edit bio and socials: saved, shown with https:// and kept after reload', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('editor'));
  await openOwnProfile(page);
  await expect(page.getByRole('heading', { name: "You haven't added any social links yet" })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Rustacean looking for a hackathon team');
  // A GitHub name has no '_' (test user names do).
  const handle = user.userName.replace(/_/g, '-');
  await page.getByLabel('Github').fill(`github.com/${handle}`);
  await page.getByRole('button', { name: 'PYTHON' }).click();
  await expect(page.getByRole('button', { name: 'PYTHON' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Profile updated successfully');

  for (const when of ['after saving', 'after reload']) {
    if (when === 'after reload') await page.reload();
    await expect(page.getByText('Rustacean looking for a hackathon team'), when).toBeVisible();
    const github = page.getByRole('link', { name: 'Github' });
    await expect(github, when).toHaveAttribute('href', `https://github.com/${handle}`);
    await expect(github, when).toHaveAttribute('target', '_blank');
    await expect(github, when).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('heading', { name: 'Coding & Social Profiles' }), when).toBeVisible();
  }
});

test('add, edit and remove a project and a hackathon', async ({ page }) => {
  await signUpViaApi(page.request, newUser('journey'));
  await openOwnProfile(page);
  const projects = journey(page, 'Project Journey');
  const hackathons = journey(page, 'Hackathon Journey');
  await expect(projects.getByText(/^No projects yet/)).toBeVisible();
  await expect(hackathons.getByText(/^No hackathons yet/)).toBeVisible();

  // Project: create (with the spec's validation first), reload, edit, remove.
  await projects.getByRole('button', { name: 'Add Project' }).click();
  await projects.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Please fill all the details of the project');
  await projects.getByLabel('Title').fill('Team finder');
  await projects.getByLabel('Description').fill('Matches people by skills');
  await projects.getByLabel('Project URL').fill('github.com/me/team-finder');
  await projects.getByRole('button', { name: 'Save' }).click();
  await expect(projects.getByRole('heading', { name: 'Team finder' })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'View' })).toHaveAttribute('href', 'https://github.com/me/team-finder');

  await page.reload();
  await expect(projects.getByRole('heading', { name: 'Team finder' })).toBeVisible();
  await projects.getByRole('button', { name: 'Edit' }).click();
  await projects.getByLabel('Title').fill('Team finder 2');
  await projects.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Project updated successfully');
  await expect(projects.getByRole('heading', { name: 'Team finder 2' })).toBeVisible();
  await projects.getByRole('button', { name: 'Edit' }).click();
  await projects.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove the project “Team finder 2”?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(projects.getByText(/^No projects yet/)).toBeVisible();

  // Hackathon: the same cycle, with its outcome line.
  await hackathons.getByRole('button', { name: 'Add Hackathon' }).click();
  await hackathons.getByLabel('Name').fill('HackMIT');
  await hackathons.getByLabel('Description').fill('Built a robot arm');
  await hackathons.getByLabel('Outcome').fill('Winner');
  await hackathons.getByRole('button', { name: 'Save' }).click();
  await expect(hackathons.getByText('Outcome - Winner')).toBeVisible();
  await hackathons.getByRole('button', { name: 'Edit' }).click();
  await hackathons.getByLabel('Outcome').fill('Finalist');
  await hackathons.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Hackathon details updated successfully!');
  await expect(hackathons.getByText('Outcome - Finalist')).toBeVisible();

  await page.reload();
  await expect(hackathons.getByText('Outcome - Finalist')).toBeVisible();
  await hackathons.getByRole('button', { name: 'Edit' }).click();
  await hackathons.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove the hackathon “HackMIT”?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(hackathons.getByText(/^No hackathons yet/)).toBeVisible();
  await page.reload();
  await expect(projects.getByText(/^No projects yet/)).toBeVisible();
  await expect(hackathons.getByText(/^No hackathons yet/)).toBeVisible();
});

test('upload a picture: a 512×512 WebP that stays after reload', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('picture'));
  await openOwnProfile(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Please select an image');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByAltText('Preview of the chosen picture')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toasts(page)).toContainText('Profile picture updated successfully');

  const picture = page.getByAltText(`${user.fullName}'s profile picture`);
  await expect(picture).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}\.webp$/);
  const src = await picture.getAttribute('src');

  await page.reload();
  await expect(picture).toHaveAttribute('src', src!);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');
});

async function createOtherUser(request: APIRequestContext) {
  const other = await signUpViaApi(request, newUser('other'));
  const edit = await request.patch('/api/profile/edit', { data: { bio: 'Compiler person', gradYear: 2025, skills: ['C', 'JAVA'], socialIds: { Linkedin: 'linkedin.com/in/grace' } } });
  expect(edit.ok()).toBe(true);
  expect((await request.post('/api/profile/add/project', { data: { title: 'Tiny compiler', description: 'Compiles COBOL', url: 'https://example.com/cc' } })).status()).toBe(201);
  expect((await request.post('/api/profile/add/hackathon', { data: { hackathon: { name: 'COBOL Jam', description: 'Won with a compiler', outcome: 'Winner' } } })).status()).toBe(201);
  return other;
}

test("view another user's profile: public fields, journeys, no e-mail; unknown ids are not found", async ({ page, browser }) => {
  const otherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await createOtherUser(otherContext.request);
  await otherContext.close();

  await signUpViaApi(page.request, newUser('viewer'));
  await page.goto(`/profile/user/${other._id}`);
  await expect(page.getByRole('heading', { name: other.fullName })).toBeVisible();
  await expect(page.getByText(`@${other.userName}`)).toBeVisible();
  await expect(page.getByText('Compiler person')).toBeVisible();
  await expect(page.getByText('Class of 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Linkedin' })).toHaveAttribute('href', 'https://linkedin.com/in/grace');
  await expect(journey(page, 'Project Journey').getByRole('heading', { name: 'Tiny compiler' })).toBeVisible();
  await expect(journey(page, 'Hackathon Journey').getByRole('heading', { name: 'COBOL Jam' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(other.emailId);

  await page.goto('/profile/user/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This developer could not be found' })).toBeVisible();
});
