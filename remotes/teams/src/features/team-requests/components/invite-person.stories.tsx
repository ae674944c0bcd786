import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { FULL_TEAM, LOOKING_TOMAS, TEAM, teamRequest } from '../../../testing/fixtures';
import { InvitePerson } from './invite-person';

const meta = {
  title: 'teams/InvitePerson',
  component: InvitePerson,
  args: { team: TEAM, person: LOOKING_TOMAS },
  parameters: { toasts: true, msw: { handlers: { invite: [answering('post', '/teams/:teamId/invites', { data: teamRequest({ kind: 'invite' }) }, 201)] } } },
} satisfies Meta<typeof InvitePerson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the invite dialog and presses "Send invite". */
async function sendInvite(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Invite to ${TEAM.name}` }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: 'Send invite' }));
  return body;
}

export const Ready: Story = {};

/** The dialog, with the role Tomás brings that the team wants already chosen. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Invite to ${TEAM.name}` }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { invite: [loading('post', '/teams/:teamId/invites')] } } },
  play: async ({ canvasElement }) => {
    const body = await sendInvite(canvasElement);
    await expect(await body.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The server fails: a toast says so and the dialog stays for another try. */
export const SendFails: Story = {
  parameters: { msw: { handlers: { invite: [failing('post', '/teams/:teamId/invites')] } } },
  play: async ({ canvasElement }) => {
    const body = await sendInvite(canvasElement);
    await expect(await body.findByText('Something went wrong')).toBeInTheDocument();
  },
};

export const AlreadyInvited: Story = { args: { invited: true } };
export const TeamFull: Story = { args: { team: FULL_TEAM } };
