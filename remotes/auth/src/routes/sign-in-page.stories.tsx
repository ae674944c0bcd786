import { answering, failing, loading, signedOut } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SignInPage } from './sign-in-page';

const meta = {
  title: 'auth/Pages/SignIn',
  component: SignInPage,
  // Nobody is signed in (the page would otherwise send them on).
  parameters: { route: '/signin', layout: 'fullscreen', toasts: true, msw: { handlers: { session: signedOut } } },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(page.getByLabelText(/^Password/), 'Str0ng#Passw0rd');
  await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
  return page;
}

export const Empty: Story = {};

/** Waiting for the server: the button says so and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: { login: [loading('post', '/login')] } } },
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await expect(await page.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
  },
};

/** The server refuses the password: the form says so above its fields and stays filled in. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { login: [answering('post', '/login', { error: 'Invalid Credentials', message: 'Invalid Credentials' }, 401)] } } },
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await expect(await within(document.body).findByText('Invalid Credentials, please try again')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  },
};

/** The server is down: its message is shown. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { login: [failing('post', '/login', 503, 'The database is restarting, please try again in a moment.')] } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(document.body).findByText('The database is restarting, please try again in a moment.')).toBeInTheDocument();
  },
};

/** /signup: its own page; a taken e-mail is said beside the Email field. */
export const SignUpEmailTaken: Story = {
  args: { mode: 'signup' },
  parameters: {
    route: '/signup',
    msw: {
      handlers: {
        signup: [answering('post', '/signup', { error: 'EMAIL_TAKEN', message: 'An account with this email already exists. Sign in instead.' }, 409)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^Full name/), 'Ada Lovelace');
    await userEvent.type(page.getByLabelText(/^Username/), 'ada');
    await userEvent.type(page.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/^Password/), 'Engine#1843x');
    await userEvent.click(page.getByRole('button', { name: 'Sign up' }));
    await expect(await page.findByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists. Sign in instead.');
  },
};
