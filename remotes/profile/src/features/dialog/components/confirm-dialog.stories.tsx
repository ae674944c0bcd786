import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'profile/Settings/Confirm dialog',
  component: ConfirmDialog,
  args: {
    title: 'Sign out of all other sessions?',
    description: 'Every other browser signed in to your account is signed out at once. This one stays signed in.',
    confirmLabel: 'Sign out others',
    pendingLabel: 'Signing out…',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Working: Story = { args: { pending: true } };
