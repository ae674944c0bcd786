import type { Meta, StoryObj } from '@storybook/react';
import type { FeedUser } from '@hackmate/shared/types';
import { SwipeCard } from './swipe-card';

const grace: FeedUser = {
  _id: '5f0c9a8e-0000-4000-8000-000000000001',
  fullName: 'Grace Hopper',
  userName: 'grace.hopper',
  profileUrl: '',
  bio: 'Compilers, COBOL and the occasional moth in the relay. Looking for a hackathon team.',
  gradYear: 2026,
  skills: ['PYTHON', 'RUST', 'POSTGRES', 'REACT.JS', 'NODE.JS', 'GOLANG', 'AWS', 'REDIS'],
  socialIds: { Github: 'grace' },
  hackathonCount: 4,
  reason: '3 shared skills',
};

const meta = {
  title: 'feed/SwipeCard',
  component: SwipeCard,
  args: { user: grace, onAction: () => {} },
  argTypes: { onAction: { action: 'action' } },
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShortBioFewSkills: Story = {
  args: { user: { ...grace, bio: 'Hi!', skills: ['C'], reason: 'Graduates the same year' } },
};

export const NoBioNoSkills: Story = {
  args: { user: { ...grace, bio: '', skills: [], reason: undefined } },
};
