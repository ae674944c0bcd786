import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { feedUser } from '../../../testing/feed-users';
import { PassedPeople } from './passed-people';

const meta = {
  title: 'feed/PassedPeople',
  component: PassedPeople,
  args: {
    people: [
      { user: feedUser(1, { skills: ['RUST', 'PYTORCH', 'GOLANG', 'REACT.JS'] }), passedAt: '2026-03-02T10:00:00.000Z' },
      { user: feedUser(2), passedAt: '2026-03-01T10:00:00.000Z' },
    ],
    onInterested: fn(),
  },
} satisfies Meta<typeof PassedPeople>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most recent first, each with Interested. */
export const Passed: Story = {};
/** An Interested on its way: that button waits. */
export const Sending: Story = { args: { sending: new Set(['u1']) } };
