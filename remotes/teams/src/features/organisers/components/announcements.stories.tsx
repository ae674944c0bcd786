import { answering, failing } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT } from '../../../testing/fixtures';
import { AnnouncementComposer, AnnouncementList } from './announcements';

const said = (id: string, text: string, createdAt: string) => ({ _id: id, eventId: EVENT._id, text, createdAt });

const meta = {
  title: 'teams/Organisers/Announcements',
  component: AnnouncementList,
  args: {
    announcements: [
      said('3', 'Judging starts at 16:00 in the main hall.\nBring your laptop charged.', '2030-03-02T14:30:00Z'),
      said('2', 'Lunch is served at noon on the first floor.', '2030-03-01T11:00:00Z'),
      said('1', 'Doors open at 9. Welcome to Hack the Harbour!', '2030-03-01T07:30:00Z'),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements, newest first; the newest spans two lines. */
export const List: Story = {};

/** Nothing announced yet. */
export const Empty: Story = { args: { announcements: [] } };

/** An organiser's post box (the post is answered by the mocked API). */
export const Composer: Story = {
  render: () => <AnnouncementComposer eventId={EVENT._id} />,
  parameters: { msw: { handlers: { post: [answering('post', '/events/:eventId/announcements', { data: said('4', 'Hello', '2030-03-01T08:00:00Z') }, 201)] } } },
};

/** The post box when sending fails: the text stays, a toast says so. */
export const ComposerFailing: Story = {
  render: () => <AnnouncementComposer eventId={EVENT._id} />,
  parameters: { msw: { handlers: { post: [failing('post', '/events/:eventId/announcements', 500)] } } },
};
