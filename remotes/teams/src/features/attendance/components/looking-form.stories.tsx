import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { LOOKING_TOMAS } from '../../../testing/fixtures';
import { LookingForm } from './looking-form';

const meta = {
  title: 'teams/LookingForm',
  component: LookingForm,
  args: { pending: false, onSubmit: () => {}, onCancel: () => {} },
  argTypes: { onSubmit: { action: 'submit' }, onCancel: { action: 'cancel' } },
} satisfies Meta<typeof LookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "I'm looking for a team": what I bring, what I seek, how seriously, where I am. */
export const New: Story = {};

export const Editing: Story = { args: { initial: LOOKING_TOMAS.post } };

export const Saving: Story = { args: { initial: LOOKING_TOMAS.post, pending: true } };

/** Sent without roles or a commitment: each part says what it needs. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: "I'm looking" }));
    await expect(await form.findAllByRole('alert')).not.toHaveLength(0);
  },
};
