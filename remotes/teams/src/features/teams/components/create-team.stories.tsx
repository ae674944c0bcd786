import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { eventDetail, teamDetail } from '../../../testing/fixtures';
import { CreateTeam } from './create-team';

const meta = {
  title: 'teams/CreateTeam',
  component: CreateTeam,
  args: { event: eventDetail() },
  parameters: { toasts: true, msw: { handlers: { create: [answering('post', '/events/:eventId/teams', { data: teamDetail('owner') }, 201)] } } },
} satisfies Meta<typeof CreateTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Create a team' }));
  return canvas;
}

/** Names the team and presses "Create team". */
async function create(canvasElement: HTMLElement) {
  const canvas = await openForm(canvasElement);
  await userEvent.type(canvas.getByLabelText('Team name'), 'Byte Club');
  await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
  return canvas;
}

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await expect(canvas.getByLabelText('Team name')).toBeVisible();
  },
};

export const Creating: Story = {
  parameters: { msw: { handlers: { create: [loading('post', '/events/:eventId/teams')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await create(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Already in a team at this event: the server's reason shows in the form. */
export const Refused: Story = {
  parameters: { msw: { handlers: { create: [failing('post', '/events/:eventId/teams', 409, 'You are already in a team at this hackathon')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await create(canvasElement);
    await expect(await canvas.findByText('You are already in a team at this hackathon')).toBeVisible();
  },
};

/** The server fails: a toast says so and the form keeps what was typed. */
export const CreateFails: Story = {
  parameters: { msw: { handlers: { create: [failing('post', '/events/:eventId/teams')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await create(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Something went wrong')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Team name')).toHaveValue('Byte Club');
  },
};
