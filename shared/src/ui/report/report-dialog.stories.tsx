import type { Meta, StoryObj } from '@storybook/react';
import { ReportDialog } from './report-dialog';

const meta = {
  title: 'shared/Report dialog',
  component: ReportDialog,
  args: { name: 'Ada Lovelace', pending: false, onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit waits for a reason; the counter turns red past 1,000 characters. */
export const ReportPerson: Story = {};
export const ReportMessage: Story = { args: { title: 'Report this message' } };
export const Sending: Story = { args: { pending: true } };
export const AlreadyReported: Story = { args: { error: 'You already reported this' } };
