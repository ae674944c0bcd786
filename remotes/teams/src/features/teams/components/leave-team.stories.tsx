import { failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ME, teamDetail } from '../../../testing/fixtures';
import { LeaveTeam } from './leave-team';

const meta = {
  title: 'teams/LeaveTeam',
  component: LeaveTeam,
  args: { team: teamDetail('member'), myId: ME._id },
  parameters: { toasts: true },
} satisfies Meta<typeof LeaveTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

async function leave(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave team' }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: 'Leave' }));
  return body;
}

export const Ready: Story = {};

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave team' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Your place opens for someone else.')).toBeVisible();
  },
};

/** The last member: leaving ends the team, and the question says so. */
export const LastMember: Story = {
  args: { team: teamDetail('owner', { members: teamDetail('owner').members.slice(0, 1), memberCount: 1 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave team' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(/the team ends when you leave/)).toBeVisible();
  },
};

export const Leaving: Story = {
  parameters: { msw: { handlers: { leave: [loading('delete', '/teams/:teamId/members/:userId')] } } },
  play: async ({ canvasElement }) => {
    const body = await leave(canvasElement);
    await expect(await body.findByRole('button', { name: 'Leaving…' })).toBeDisabled();
  },
};

/** The server fails: a toast says so and the person stays in the team. */
export const LeaveFails: Story = {
  parameters: { msw: { handlers: { leave: [failing('delete', '/teams/:teamId/members/:userId')] } } },
  play: async ({ canvasElement }) => {
    const body = await leave(canvasElement);
    await expect(await body.findByText('Something went wrong')).toBeInTheDocument();
  },
};
