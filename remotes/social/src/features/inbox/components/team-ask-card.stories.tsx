import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { inviteItem, joinItem, proposalItem } from '../../../testing/inbox-items';
import { toEntries } from '../lib/inbox-entry';
import { TeamAskCard, type TeamAskCardProps } from './team-ask-card';

// Entries of the team kinds (never a connection request, which a RequestCard shows).
const [invite, join, proposal] = toEntries([inviteItem, joinItem, proposalItem]) as TeamAskCardProps['entry'][] as [TeamAskCardProps['entry'], TeamAskCardProps['entry'], TeamAskCardProps['entry']];

const meta = {
  title: 'social/Inbox/TeamAskCard',
  component: TeamAskCard,
  args: { entry: invite, onAnswer: fn() },
} satisfies Meta<typeof TeamAskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An invite to a team: the team, its event, the role offered and the owner's message. */
export const Invite: Story = {};
/** Someone asks to join a team I own. */
export const JoinRequest: Story = { args: { entry: join } };
/** "Match me" proposes a team: the others, their roles, who already accepted. */
export const Proposal: Story = { args: { entry: proposal } };
/** An answer on its way: the buttons wait. */
export const Answering: Story = { args: { busy: true } };
