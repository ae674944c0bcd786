import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'auth/Pages/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { route: '/forgot-password', layout: 'fullscreen', toasts: true },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.click(page.getByRole('button', { name: 'Proceed' }));
  return page;
}

export const Empty: Story = {};

export const Sending: Story = {
  parameters: { msw: { handlers: { forgot: [loading('post', '/forgotPassword')] } } },
  play: async ({ canvasElement }) => {
    const page = await ask(canvasElement);
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const Sent: Story = {
  parameters: { msw: { handlers: { forgot: [answering('post', '/forgotPassword', { message: 'Email sent' })] } } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await expect(await within(document.body).findByText('Email sent!')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { forgot: [failing('post', '/forgotPassword', 500, 'Something went wrong')] } } },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await expect(await within(document.body).findByText('Something went wrong')).toBeInTheDocument();
  },
};
