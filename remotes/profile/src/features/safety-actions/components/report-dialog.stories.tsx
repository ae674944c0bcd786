import type { Meta, StoryObj } from '@storybook/react';
import { ReportDialog } from './report-dialog';

const meta = {
  title: "profile/Another user's profile/Report dialog",
  component: ReportDialog,
  args: { name: 'Grace Hopper', pending: false, onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit waits for a reason; the counter turns red past 1,000 characters. */
export const Open: Story = {};
export const Sending: Story = { args: { pending: true } };
export const AlreadyReported: Story = { args: { error: 'You already reported this' } };
