import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT } from '../../../testing/fixtures';
import { OrganiserTools } from './organiser-tools';

const meta = {
  title: 'teams/Organisers/OrganiserTools',
  component: OrganiserTools,
  args: { eventId: EVENT._id },
  parameters: {
    msw: {
      handlers: {
        link: [answering('post', '/events/:eventId/invite-link', { data: { url: 'https://hackmate.example/events/join/Qm9vdHN0cmFwIHNlY3JldCBsaW5r' } })],
        csv: [answering('get', '/events/:eventId/teams.csv', 'team,members,roles,emails\r\n')],
      },
    },
  },
} satisfies Meta<typeof OrganiserTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a link is made: press "Invite link" to make, copy and show one. */
export const Ready: Story = {};

/** Making a link takes a while. */
export const MakingALink: Story = { parameters: { msw: { handlers: { link: [loading('post', '/events/:eventId/invite-link')] } } } };

/** The server refuses: a toast says so and the buttons stay. */
export const Failing: Story = { parameters: { msw: { handlers: { link: [failing('post', '/events/:eventId/invite-link', 500)], csv: [failing('get', '/events/:eventId/teams.csv', 500)] } } } };
