import { answering, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from '@hackmate/shared/router';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'auth/Pages/ResetPassword',
  component: ResetPasswordPage,
  // The page reads the mailed link's id and token from its route.
  // Opening the page checks the link (without using it up): live unless a story says otherwise.
  parameters: {
    route: '/reset-password/user-1/one-time-token',
    layout: 'fullscreen',
    toasts: true,
    msw: { handlers: { check: [answering('get', '/resetPassword/one-time-token/user-1', { data: { valid: true } })] } },
  },
  render: () => (
    <Routes>
      <Route path="/reset-password/:id/:token" element={<ResetPasswordPage />} />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  ),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = '/resetPassword/one-time-token/user-1';

async function reset(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^New password/), 'N3w#Passw0rd!');
  await userEvent.click(page.getByRole('button', { name: 'Reset Password' }));
  return page;
}

export const Empty: Story = {};

export const Saving: Story = {
  parameters: { msw: { handlers: { reset: [loading('patch', RESET)] } } },
  play: async ({ canvasElement }) => {
    const page = await reset(canvasElement);
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const Changed: Story = {
  parameters: { msw: { handlers: { reset: [answering('patch', RESET, { message: 'Success' })] } } },
  play: async ({ canvasElement }) => {
    const page = await reset(canvasElement);
    await expect(await within(document.body).findByText('Password changed! Sign in with new password')).toBeInTheDocument();
    await expect(await page.findByText('Sign-in page')).toBeVisible();
  },
};

/** The link was used already or expired: said as the page opens, with a way to ask for a new one. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: { check: [answering('get', RESET, { data: { valid: false } })] } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/This link has expired or was already used/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  },
};

/** The link died between opening the page and sending the new password. */
export const ExpiredWhileTyping: Story = {
  parameters: { msw: { handlers: { reset: [answering('patch', RESET, { error: 'Failure', message: 'Failure' }, 400)] } } },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expect(await within(document.body).findByText('An error occured :(')).toBeInTheDocument();
  },
};
