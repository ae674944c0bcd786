import type { Meta, StoryObj } from '@storybook/react';
import { PasswordForm } from './password-form';

const meta = {
  title: 'profile/Settings/Password',
  component: PasswordForm,
  args: { pending: false, onSubmit: () => {} },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Changing: Story = { args: { pending: true } };
export const WrongCurrentPassword: Story = { args: { serverErrors: { currentPassword: 'Your current password is not correct.' } } };
export const CommonNewPassword: Story = { args: { serverErrors: { newPassword: 'This password is too common. Choose one that is harder to guess.' } } };
export const GoogleAccount: Story = { args: { serverErrors: { form: 'Your account signs in with Google, so it has no password to change.' } } };
