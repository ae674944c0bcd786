import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { teamDetail } from '../../../testing/fixtures';
import { ReportTeam } from './report-team';

const meta = {
  title: 'teams/ReportTeam',
  component: ReportTeam,
  args: { team: teamDetail('none') },
  parameters: { toasts: true, msw: { handlers: { report: [answering('post', '/reports', { _id: 'r-1' }, 201)] } } },
} satisfies Meta<typeof ReportTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog, chooses a reason and sends it. */
async function send(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report team' }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click((await body.findAllByRole('radio'))[0]!);
  await userEvent.click(body.getByRole('button', { name: 'Submit' }));
  return body;
}

export const Closed: Story = {};

/** "Also block" names the owner, who chose the team's name and idea. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report team' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(/Also block Priya Raman, its owner/)).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { report: [loading('post', '/reports')] } } },
  play: async ({ canvasElement }) => {
    const body = await send(canvasElement);
    await expect(await body.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const AlreadyReported: Story = {
  parameters: { msw: { handlers: { report: [failing('post', '/reports', 409, 'You already reported this')] } } },
  play: async ({ canvasElement }) => {
    const body = await send(canvasElement);
    await expect(await body.findByText('You already reported this')).toBeVisible();
  },
};
