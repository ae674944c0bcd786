import type { Meta, StoryObj } from '@storybook/react';
import { ADA } from '../../../testing/feed-users';
import { skipAnimationsWhenAutomated } from '../../../testing/story-motion';
import { SwipeCard } from './swipe-card';

const meta = {
  beforeEach: skipAnimationsWhenAutomated,
  title: 'feed/SwipeCard',
  component: SwipeCard,
  args: { user: ADA, onAction: () => {} },
  argTypes: { onAction: { action: 'action' } },
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reasons, the most a card shows. */
export const Default: Story = {};

export const OneReasonShortBioFewSkills: Story = {
  args: { user: { ...ADA, bio: 'Hi!', skills: ['C'], reasons: ['Active today'] } },
};

export const NoBioNoSkillsNoReasons: Story = {
  args: { user: { ...ADA, bio: '', skills: [], reasons: [] } },
};

/** Active yesterday, replies within about two hours, three teammates would team up again. */
export const WithTrustSignals: Story = {
  args: { user: { ...ADA, activeAt: new Date(Date.now() - 24 * 3_600_000).toISOString(), replyMinutes: 125, teamUpAgainCount: 3 } },
};
