import { expect, test, type Page } from './support/test';
import { newUser, signUpViaApi, toasts } from './support/users';

async function openEditMode(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
}

const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

test('the full name is edited, saved and shown to others', async ({ page, browser, baseURL }) => {
  const user = await signUpViaApi(page.request, newUser('renamed'));
  await openEditMode(page);
  await expect(saveBar(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Full name' }).fill('  Ada King  ');
  await expect(saveBar(page)).toBeVisible();
  await saveBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Profile updated successfully');
  await expect(page.getByRole('heading', { name: 'Ada King', exact: true })).toBeVisible();

  const other = await (await browser.newContext({ baseURL })).newPage();
  await signUpViaApi(other.request, newUser('looker'));
  await other.goto(`/profile/user/${user._id}`);
  await expect(other.getByRole('heading', { name: 'Ada King', exact: true })).toBeVisible();
  await other.context().close();
});

test('unsaved changes: a Save bar that stays in view, and a question before leaving', async ({ page }) => {
  await signUpViaApi(page.request, newUser('unsaved'));
  await page.setViewportSize({ width: 1280, height: 600 });
  await openEditMode(page);
  await page.getByLabel('Bio').fill('Half-written thought');
  // Stuck to the bottom of the screen even with the rest of the form below it.
  const bar = saveBar(page);
  await expect(bar).toBeInViewport();
  await page.getByRole('textbox', { name: 'Full name' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();

  // In the app: leaving asks, and staying keeps the text.
  await page.getByRole('link', { name: 'Explore' }).first().click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Bio')).toHaveValue('Half-written thought');

  // Closing the tab: the browser's own question; staying keeps the text.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(page.getByLabel('Bio')).toHaveValue('Half-written thought');

  await page.getByRole('link', { name: 'Explore' }).first().click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test('a GitHub link that is not a GitHub profile is refused with what is expected, by the form and by the server', async ({ page }) => {
  await signUpViaApi(page.request, newUser('links'));
  await openEditMode(page);
  const github = page.getByRole('textbox', { name: 'Github' });
  await github.fill('https://gitlab.com/ada');
  await saveBar(page).getByRole('button', { name: 'Save' }).click();
  const expected = 'Enter your GitHub profile URL, like https://github.com/ana';
  await expect(github).toHaveAttribute('aria-invalid', 'true');
  await expect(github).toHaveAccessibleDescription(expected);
  await expect(page.getByRole('form', { name: 'Edit profile' }).getByText(expected)).toBeVisible();
  await expect(github).toBeFocused();

  const direct = await page.request.patch('/api/profile/edit', { data: { socialIds: { Github: 'https://gitlab.com/ada' } } });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ error: 'VALIDATION', message: expected });

  await github.fill('github.com/ada-king');
  await expect(github).not.toHaveAttribute('aria-invalid');
  await saveBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Profile updated successfully');
  await expect(page.getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.com/ada-king');
});

test('onboarding: steps with progress, Back keeps the answers, a wrong year is announced', async ({ page }) => {
  await signUpViaApi(page.request, newUser('steps'));
  await page.goto('/profile/update/skills');
  await expect(page.getByRole('progressbar', { name: /Step 1 of 3/ })).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveAccessibleDescription('Skip keeps what you picked so far. You can add the rest later from your profile.');

  await page.getByRole('searchbox', { name: 'Search skills' }).fill('pyth');
  await page.getByRole('checkbox', { name: 'PYTHON' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What do you bring to a team?' })).toBeFocused();
  await expect(page.getByRole('progressbar', { name: /Step 2 of 3/ })).toHaveAttribute('aria-valuenow', '2');
  await page.getByRole('button', { name: 'Backend' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  const year = page.getByRole('textbox', { name: 'Enter your graduation year:' });
  await year.fill('1200');
  await page.getByRole('button', { name: 'Finish' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Enter a valid graduation year' });
  await expect(error).toBeVisible();
  await expect(year).toHaveAccessibleDescription(/Enter a valid graduation year: four digits, like 2027/);
  await expect(year).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/update\/skills$/);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Backend' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'PYTHON' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(year).toHaveValue('1200');
  await year.fill('2028');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/profile');
  await expect(page.getByText('Class of 2028')).toBeVisible();
});
