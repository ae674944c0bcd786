import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from '@hackmate/shared/router';
import { eventDetail } from '../testing/fixtures';
import { JoinEventPage } from './join-event-page';

const meta = {
  title: 'teams/Pages/Join event',
  component: JoinEventPage,
  render: () => (
    <Routes>
      <Route path="/events/join/:token" element={<JoinEventPage />} />
      <Route path="/events/:eventId" element={<p>The event page opens here.</p>} />
    </Routes>
  ),
  parameters: { route: '/events/join/Qm9vdHN0cmFwIHNlY3JldCBsaW5r', layout: 'fullscreen', msw: { handlers: { join: [answering('post', '/events/join/:token', { data: eventDetail() })] } } },
} satisfies Meta<typeof JoinEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: straight on to the event. */
export const Joined: Story = {};

/** Waiting for the server. */
export const Joining: Story = { parameters: { msw: { handlers: { join: [loading('post', '/events/join/:token')] } } } };

/** A replaced or unknown link. */
export const DeadLink: Story = { parameters: { msw: { handlers: { join: [failing('post', '/events/join/:token', 404, 'This invite link does not work any more.')] } } } };

/** The event is over. */
export const Ended: Story = { parameters: { msw: { handlers: { join: [failing('post', '/events/join/:token', 409, 'This event has ended.')] } } } };

/** Something else went wrong: Retry. */
export const Failed: Story = { parameters: { msw: { handlers: { join: [failing('post', '/events/join/:token', 500)] } } } };
