import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_USERS } from '../../../testing/sample-users';
import { RequestCard } from './request-card';

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];

const meta = {
  title: 'social/RequestCard',
  component: RequestCard,
  args: { user: priya, box: 'received', onReview: () => {} },
  argTypes: { onReview: { action: 'review' } },
} satisfies Meta<typeof RequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};

export const Sent: Story = { args: { box: 'sent' } };

export const SentAndExpired: Story = { args: { box: 'sent', expired: true } };

export const SkillsInsteadOfBio: Story = { args: { user: tomas } };

export const Busy: Story = { args: { busy: true } };
