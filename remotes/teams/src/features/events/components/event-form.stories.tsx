import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { eventDetail } from '../../../testing/fixtures';
import { eventFormValues } from '../lib/event-form-values';
import { EventForm } from './event-form';

const meta = {
  title: 'teams/EventForm',
  component: EventForm,
  args: { submitLabel: 'Add hackathon', pending: false, onSubmit: () => {}, onEdit: () => {} },
  argTypes: { onSubmit: { action: 'submit' }, onEdit: { action: 'edit' } },
} satisfies Meta<typeof EventForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Add a hackathon": online by default, so no city is asked. */
export const New: Story = {};

/** Editing: the event's values, in the viewer's time zone. */
export const Editing: Story = { args: { submitLabel: 'Save changes', initial: eventFormValues(eventDetail({ mode: 'in-person' })) } };

export const Saving: Story = { args: { submitLabel: 'Save changes', initial: eventFormValues(eventDetail()), pending: true } };

/** Sent empty: every field in trouble says why, and the first one takes the focus. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add hackathon' }));
    await expect(form.getByLabelText(/^Name( \*)?$/)).toHaveFocus();
  },
};

/** The server's refusal: a field's reason under it, the rest above the button. */
export const RefusedByTheServer: Story = {
  args: { initial: eventFormValues(eventDetail()), serverErrors: { website: 'Use an http or https address', form: 'This hackathon is already listed' } },
};
