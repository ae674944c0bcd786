import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TEAM, teamRequest } from '../../../testing/fixtures';
import { AskToJoin } from './ask-to-join';

const inbox = (sent: unknown[]) => [answering('get', '/teams/requests', { data: { received: [], sent } })];

const meta = {
  title: 'teams/AskToJoin',
  component: AskToJoin,
  args: { team: TEAM, myRoles: ['design'] },
  parameters: {
    toasts: true,
    msw: { handlers: { requests: inbox([]), send: [answering('post', '/teams/:teamId/join-requests', { data: teamRequest() }, 201)] } },
  },
} satisfies Meta<typeof AskToJoin>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendRequest(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask to join' }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: 'Send request' }));
  return body;
}

export const Ready: Story = {};

/** My request waits for the owner's answer. */
export const Requested: Story = {
  parameters: { msw: { handlers: { requests: inbox([teamRequest({ kind: 'join' })]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Requested')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { send: [loading('post', '/teams/:teamId/join-requests')] } } },
  play: async ({ canvasElement }) => {
    const body = await sendRequest(canvasElement);
    await expect(await body.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const SendFails: Story = {
  parameters: { msw: { handlers: { send: [failing('post', '/teams/:teamId/join-requests')] } } },
  play: async ({ canvasElement }) => {
    const body = await sendRequest(canvasElement);
    await expect(await body.findByText('Something went wrong')).toBeInTheDocument();
  },
};
