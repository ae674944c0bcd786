import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_USERS } from '../../../testing/sample-users';
import { ConnectionCard } from './connection-card';

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];

const meta = {
  title: 'social/ConnectionCard',
  component: ConnectionCard,
  args: { user: priya },
} satisfies Meta<typeof ConnectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBio: Story = {};

export const WithSkillsOnly: Story = { args: { user: tomas } };
