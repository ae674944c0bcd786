import type { Meta, StoryObj } from '@storybook/react';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'profile/Settings/Delete account',
  component: DeleteAccountDialog,
  args: { userName: 'ada.l', pending: false, onDelete: () => {}, onClose: () => {} },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete stays disabled until "ada.l" is typed in the first field. */
export const Open: Story = {};
export const Deleting: Story = { args: { pending: true } };
export const WrongPassword: Story = { args: { errors: { password: 'That password is not correct. Your account was not deleted.' } } };
export const GoogleAccount: Story = { args: { errors: { form: 'Sign in with Google again to confirm that you want to delete your account.' } } };
