import { failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { NewEventPage } from './new-event-page';

const meta = {
  title: 'teams/Pages/NewEvent',
  component: NewEventPage,
  parameters: { route: '/events/new', layout: 'fullscreen', toasts: true },
} satisfies Meta<typeof NewEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills in an online hackathon and presses "Add hackathon". */
async function addHackathon(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^Name( \*)?$/), 'Remote Rumble');
  // Date pickers take a value as a whole, not typed keys.
  fireEvent.change(page.getByLabelText(/^Starts( \*)?$/), { target: { value: '2030-03-01T09:00' } });
  fireEvent.change(page.getByLabelText(/^Ends( \*)?$/), { target: { value: '2030-03-02T18:00' } });
  await userEvent.type(page.getByLabelText(/^Website( \*)?$/), 'https://rumble.example.org');
  await userEvent.click(page.getByRole('button', { name: 'Add hackathon' }));
  return page;
}

export const EmptyForm: Story = {};

/** Sent without the required fields: each says what it needs, nothing reaches the server. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Add hackathon' }));
    await expect(page.getByLabelText(/^Name( \*)?$/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Adding: Story = {
  parameters: { msw: { handlers: { save: [loading('post', '/events')] } } },
  play: async ({ canvasElement }) => {
    const page = await addHackathon(canvasElement);
    await expect(await page.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Already listed (same name and start): the server's reason shows above the button. */
export const AlreadyListed: Story = {
  parameters: { msw: { handlers: { save: [failing('post', '/events', 409, 'This hackathon is already listed')] } } },
  play: async ({ canvasElement }) => {
    const page = await addHackathon(canvasElement);
    await expect(await page.findByText('This hackathon is already listed')).toBeVisible();
  },
};
