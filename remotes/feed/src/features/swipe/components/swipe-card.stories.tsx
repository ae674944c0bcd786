import type { Meta, StoryObj } from '@storybook/react';
import { ADA } from '../../../testing/feed-users';
import { SwipeCard } from './swipe-card';

const meta = {
  title: 'feed/SwipeCard',
  component: SwipeCard,
  args: { user: ADA, onAction: () => {} },
  argTypes: { onAction: { action: 'action' } },
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShortBioFewSkills: Story = {
  args: { user: { ...ADA, bio: 'Hi!', skills: ['C'], reason: 'Graduates the same year' } },
};

export const NoBioNoSkills: Story = {
  args: { user: { ...ADA, bio: '', skills: [], reason: undefined } },
};
