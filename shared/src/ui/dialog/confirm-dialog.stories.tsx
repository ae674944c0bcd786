import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'shared/Confirm dialog',
  component: ConfirmDialog,
  args: {
    title: 'Block Ada Lovelace?',
    description: <p>They won't see you or be able to message you, and they won't be told. You can unblock them in Settings.</p>,
    confirmLabel: 'Block',
    pendingLabel: 'Blocking…',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const Blocking: Story = { args: { pending: true } };
export const SignOutOthers: Story = {
  args: {
    title: 'Sign out of all other sessions?',
    description: 'Every other browser signed in to your account is signed out at once. This one stays signed in.',
    confirmLabel: 'Sign out others',
    pendingLabel: 'Signing out…',
  },
};
