import type { Meta, StoryObj } from '@storybook/react';
import { teamDetail } from '../../../testing/fixtures';
import { teamFormValues } from '../lib/team-form-values';
import { TeamForm } from './team-form';

const meta = {
  title: 'teams/TeamForm',
  component: TeamForm,
  args: { mode: 'create', submitLabel: 'Create team', pending: false, maxPerRole: 3, onSubmit: () => {}, onCancel: () => {} },
  argTypes: { onSubmit: { action: 'submit' }, onCancel: { action: 'cancel' } },
} satisfies Meta<typeof TeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new team also names the role its founder fills. */
export const Create: Story = {};

export const Edit: Story = { args: { mode: 'edit', submitLabel: 'Save team', initial: teamFormValues(teamDetail('owner')) } };

export const Saving: Story = { args: { mode: 'edit', submitLabel: 'Save team', initial: teamFormValues(teamDetail('owner')), pending: true } };

export const RefusedByTheServer: Story = {
  args: { mode: 'edit', submitLabel: 'Save team', initial: teamFormValues(teamDetail('owner')), serverErrors: { name: 'A team at this hackathon already has this name' } },
};
