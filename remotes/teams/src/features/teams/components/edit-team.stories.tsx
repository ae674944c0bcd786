import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { teamDetail } from '../../../testing/fixtures';
import { EditTeam } from './edit-team';

const TEAM = teamDetail('owner');

const meta = {
  title: 'teams/EditTeam',
  component: EditTeam,
  args: { team: TEAM },
  parameters: {
    toasts: true,
    msw: { handlers: { save: [answering('patch', '/teams/:teamId', { data: TEAM })] } },
  },
} satisfies Meta<typeof EditTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit team' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save team' }));
  return canvas;
}

export const Closed: Story = {};

/** The owner's form, with the team's name, idea and open roles. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit team' }));
    await expect(canvas.getByLabelText('Team name')).toHaveValue(TEAM.name);
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { save: [loading('patch', '/teams/:teamId')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: { save: [failing('patch', '/teams/:teamId')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Something went wrong')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save team' })).toBeEnabled();
  },
};
