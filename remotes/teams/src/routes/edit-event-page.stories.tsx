import { answering, failing, loading } from '@hackmate/shared/testing';
import { playUntilShown } from '@hackmate/shared/testing/stories';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { EVENT, eventDetail } from '../testing/fixtures';
import { AtRoute } from '../testing/story-route';
import { EditEventPage } from './edit-event-page';

const meta = {
  title: 'teams/Pages/EditEvent',
  component: EditEventPage,
  render: () => (
    <AtRoute path="/events/:eventId/edit">
      <EditEventPage />
    </AtRoute>
  ),
  parameters: {
    route: `/events/${EVENT._id}/edit`,
    layout: 'fullscreen',
    toasts: true,
    msw: { handlers: { event: [answering('get', '/events/:eventId', { data: eventDetail({ canEdit: true }) })] } },
  },
} satisfies Meta<typeof EditEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventAnswer = (handler: ReturnType<typeof answering>) => ({ msw: { handlers: { event: [handler] } } });


/** Presses "Save changes" once the event has loaded into the form. */
const save: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save changes' }, { timeout: 3000 }));
};

/** The creator edits their hackathon with the form that added it. */
export const Editing: Story = { play: playUntilShown('Edit Hack the Harbour') };

export const Loading: Story = { parameters: eventAnswer(loading('get', '/events/:eventId')) };

export const LoadFails: Story = { parameters: eventAnswer(failing('get', '/events/:eventId')), play: playUntilShown('Could not load the hackathon.') };

export const NotFound: Story = { parameters: eventAnswer(failing('get', '/events/:eventId', 404, 'Event not found')), play: playUntilShown('Hackathon not found') };

/** Someone else's hackathon: only its creator may edit it. */
export const NotTheCreator: Story = {
  parameters: eventAnswer(answering('get', '/events/:eventId', { data: eventDetail({ canEdit: false }) })),
  play: playUntilShown(/Only the person who added this hackathon can edit it/),
};

export const Saving: Story = {
  parameters: { msw: { handlers: { save: [loading('patch', '/events/:eventId')] } } },
  play: async (context) => {
    await save(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** The server refuses the save: the form keeps what was typed and says why above the button. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: { save: [failing('patch', '/events/:eventId', 409, 'This hackathon is already listed')] } } },
  play: async (context) => {
    await save(context);
    await expect(await within(context.canvasElement).findByText('This hackathon is already listed')).toBeVisible();
  },
};

/** The server fails: a toast says so and the form stays as it was. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { save: [failing('patch', '/events/:eventId')] } } },
  play: async (context) => {
    await save(context);
    await expect(await within(context.canvasElement.ownerDocument.body).findByText('Something went wrong')).toBeInTheDocument();
  },
};
