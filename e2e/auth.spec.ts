import { expect, test, type Page } from './support/test';
import { latestMailTo, linkIn } from './support/mail';
import { useOfflineGapi } from './support/offline-gapi';
import { newUser, signInWithForm, signUpViaApi, toasts } from './support/users';

const signedIn = async (page: Page) => (await (await page.request.get('/api/check-auth')).json()).status as boolean;

async function openSignIn(page: Page) {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test.describe('e-mail and password', () => {
  test("sign up lands on onboarding in the system's theme, session only in an httpOnly cookie", async ({ page, context }) => {
    const user = newUser('signup');
    await page.emulateMedia({ colorScheme: 'light' });
    await openSignIn(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel(/^Full name/).fill(user.fullName);
    await page.getByLabel(/^Username/).fill(user.userName);
    await page.getByLabel(/^Email/).fill(user.emailId);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/profile\/update\/skills$/);
    await expect(toasts(page)).toContainText('Account created successfully!');
    // Nobody chose a theme: it follows the system's (light), not forced dark.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(storage.userData!).userName).toBe(user.userName);
    expect(storage.token).toBeUndefined();
    expect(JSON.stringify(storage)).not.toMatch(/eyJ/);
    const cookie = (await context.cookies()).find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('a sign-up breaking the username rule shows the spec message beside the field and stays', async ({ page }) => {
    await page.goto('/signup');
    const user = newUser('rule');
    await page.getByLabel(/^Full name/).fill(user.fullName);
    await page.getByLabel(/^Username/).fill('Not Valid');
    await page.getByLabel(/^Email/).fill(user.emailId);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel(/^Username/)).toHaveAccessibleDescription("Username should consist of lowercase characters, numbers & ('.' , '_') only");
    await expect(page.getByLabel(/^Username/)).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('logout ends the session; signing in again goes to the feed', async ({ page }) => {
    const user = await signUpViaApi(page.request, newUser('cycle'));
    expect(await signedIn(page)).toBe(true);
    await page.goto('/');
    const logout = await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }).then((r) => r.json()));
    expect(logout).toEqual({ message: 'User logged out successfully!' });
    expect(await signedIn(page)).toBe(false);

    await signInWithForm(page, user);
    await expect(page).toHaveURL(/\/feed$/);
    await expect(toasts(page)).toContainText('Successfully logged in!');
    expect(await signedIn(page)).toBe(true);
  });

  test('a page opened while signed out is where signing in returns', async ({ page }) => {
    const user = await signUpViaApi(page.request, newUser('deep'));
    await page.context().clearCookies();
    await page.goto('/connections?from=mail');
    await expect(page).toHaveURL(/\/$/);
    await signInWithForm(page, user);
    await expect(page).toHaveURL(/\/connections\?from=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: /Connections/ })).toBeVisible();
    // Once: the next sign-in goes to the feed as usual. (Signed out from the landing page: a
    // session ended under a protected page is remembered, so that signing in returns there.)
    await page.goto('/');
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }));
    await signInWithForm(page, user);
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('logging out in one tab clears the private screens of the other tabs at once', async ({ page, context }) => {
    const user = await signUpViaApi(page.request, newUser('tabs'));
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByText(user.fullName).first()).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(other).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(other.getByText(user.fullName)).toHaveCount(0);
    await expect(other.getByRole('navigation').first().getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test("the profile's Log Out ends the session and protected screens send the visitor home", async ({ page }) => {
    await signUpViaApi(page.request, newUser('logout'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(toasts(page)).toContainText('User logged out successfully!');
    await expect(page).toHaveURL(/\/$/);
    expect(await signedIn(page)).toBe(false);
    expect(await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('loggedIn')])).toEqual([null, null]);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the spec message above the form and stays signed out', async ({ page }) => {
    const user = await signUpViaApi(page.request, newUser('wrong'));
    await page.request.post('/api/logout');
    await signInWithForm(page, { emailId: user.emailId, password: 'Wrong#Pass123' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials, please try again' })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await signedIn(page)).toBe(false);
  });

  test('a signed-in visitor is sent from /signin to the feed', async ({ page }) => {
    await signUpViaApi(page.request, newUser('already'));
    await page.goto('/signin');
    await expect(toasts(page)).toContainText('User already logged in, redirecting to feed');
    await expect(page).toHaveURL(/\/feed$/);
  });
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('reset'));
  await page.request.post('/api/logout');

  await openSignIn(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(user.emailId);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(toasts(page)).toContainText('Email sent!');

  const link = linkIn(await latestMailTo(user.emailId), '/reset-password/');
  expect(new URL(link).pathname).toMatch(new RegExp(`^/reset-password/${user._id}/[A-Za-z0-9_-]{43}$`));
  await page.goto(link);
  const newPassword = 'Fresh#Start2026';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page)).toContainText('Password changed! Sign in with new password');
  await expect(page).toHaveURL(/\/signin$/);

  // The link is single-use, and says so as soon as it opens again, before any typing.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await signInWithForm(page, { emailId: user.emailId, password: newPassword });
  await expect(page).toHaveURL(/\/feed$/);
});

test('forgot password for an unknown address says so', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(toasts(page)).toContainText("User with this email doesn't exist");
});

test.describe('Continue with Google (Firebase Auth emulator)', () => {
  test.skip(!process.env.E2E_FIREBASE_HOST, 'the Firebase Auth emulator is not running (E2E_FIREBASE=0)');
  test.beforeEach(async ({ context }) => useOfflineGapi(context));

  /** Presses the button and completes the emulator's Google popup, as a new or a listed account. */
  async function googleSignIn(page: Page, account: { email: string; name: string }, isNew: boolean) {
    await openSignIn(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    if (isNew) {
      await popup.locator('#add-account-button button').click();
      await popup.locator('#email-input').fill(account.email);
      await popup.locator('#display-name-input').fill(account.name);
      await popup.locator('#sign-in').click();
    } else {
      await popup.locator('.js-reuse-account', { hasText: account.email }).click();
    }
  }

  test('a new Google account goes to onboarding; the same account later goes to the feed', async ({ page, context }) => {
    const id = Date.now().toString(36);
    const account = { email: `google.${id}@example.com`, name: `Grace Hopper ${id}` };

    await googleSignIn(page, account, true);
    await expect(page).toHaveURL(/\/profile\/update\/skills$/, { timeout: 20_000 });
    const userData = JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!);
    expect(userData.userName).toMatch(new RegExp(`^gracehopper${id}\\d{1,3}$`));
    expect(userData.emailId).toBe(account.email);

    // From the landing page: a session ended under a protected page would be returned to.
    await page.goto('/');
    await page.request.post('/api/logout');
    await context.clearCookies();
    await googleSignIn(page, account, false);
    await expect(page).toHaveURL(/\/feed$/, { timeout: 20_000 });
    expect(await signedIn(page)).toBe(true);
  });
});
