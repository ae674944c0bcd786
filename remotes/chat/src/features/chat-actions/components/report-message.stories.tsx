import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ADA } from '../../../testing/fixtures';
import { ReportMessage } from './report-message';

const meta = {
  title: 'chat/ReportMessage',
  component: ReportMessage,
  args: { partner: ADA, messageId: 'msg-1', onClose: () => {} },
  argTypes: { onClose: { action: 'close' } },
  parameters: { toasts: true, msw: { handlers: { report: [answering('post', '/reports', { _id: 'r-1' }, 201)] } } },
} satisfies Meta<typeof ReportMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a reason and sends the report. */
async function submitReport(canvasElement: HTMLElement) {
  const dialog = within(canvasElement.ownerDocument.body);
  await userEvent.click(dialog.getAllByRole('radio')[0]!);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
  return dialog;
}

/** Submit waits for a reason. */
export const Form: Story = {};

export const Sending: Story = {
  parameters: { msw: { handlers: { report: [loading('post', '/reports')] } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitReport(canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The server refuses: the dialog stays open and says why. */
export const AlreadyReported: Story = {
  parameters: { msw: { handlers: { report: [failing('post', '/reports', 409, 'You already reported this')] } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitReport(canvasElement);
    await expect(await dialog.findByText('You already reported this')).toBeVisible();
  },
};
