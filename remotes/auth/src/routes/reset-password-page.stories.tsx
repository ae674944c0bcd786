import { answering, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'auth/Pages/ResetPassword',
  component: ResetPasswordPage,
  // The page reads the mailed link's id and token from its route.
  parameters: { route: '/reset-password/user-1/one-time-token', layout: 'fullscreen', toasts: true },
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

/** The link was used already or expired. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: { reset: [answering('patch', RESET, { error: 'Failure', message: 'Failure' }, 400)] } } },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expect(await within(document.body).findByText('An error occured :(')).toBeInTheDocument();
  },
};
