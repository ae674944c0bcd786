import type { Meta, StoryObj } from '@storybook/react';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const meta = {
  title: 'auth/PasswordReset',
  component: ForgotPasswordForm,
  args: { busy: false, onSubmit: () => {} },
  argTypes: { onSubmit: { action: 'submit' } },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};

export const Sending: Story = { args: { busy: true } };

export const ResetPassword: Story = { render: (args) => <ResetPasswordForm {...args} /> };
