import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface TestUser {
  fullName: string;
  userName: string;
  emailId: string;
  password: string;
}

/** A fresh, valid, unique account description (nothing is created yet). */
export function newUser(prefix = 'dev'): TestUser {
  const id = randomUUID().replace(/-/g, '').slice(0, 10);
  return {
    fullName: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester ${id.slice(0, 4)}`,
    userName: `${prefix}_${id}`,
    emailId: `${prefix}.${id}@example.com`,
    password: `Str0ng#${id}`,
  };
}

/**
 * Creates the account through the API with the page's own cookie jar, so the browser is signed
 * in afterwards exactly as after the sign-up form. Returns the server's user object.
 */
export async function signUpViaApi(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser & { _id: string }> {
  const res = await request.post('/api/signup', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: { _id: string } };
  return { ...user, _id: body.user._id };
}

export async function signInViaApi(request: APIRequestContext, user: Pick<TestUser, 'emailId' | 'password'>): Promise<void> {
  const res = await request.post('/api/login', { data: { emailId: user.emailId, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the sign-in page, as a person does (the tab then knows its user, as after any sign-in). */
export async function signInWithForm(page: Page, user: Pick<TestUser, 'emailId' | 'password'>): Promise<void> {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(user.emailId);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The toast container the shell owns; remotes' toasts must appear here. */
export function toasts(page: Page) {
  return page.locator('.Toastify');
}
