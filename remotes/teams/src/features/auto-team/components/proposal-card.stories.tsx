import type { Meta, StoryObj } from '@storybook/react';
import { FORMED_TEAM_ID, proposal } from '../../../testing/auto-team-fixtures';
import { EVENT } from '../../../testing/fixtures';
import { ProposalCardView } from './proposal-card';

const inAWhile = new Date(Date.now() + (17 * 60 + 20) * 60_000).toISOString();

const meta = {
  title: 'teams/ProposalCard',
  component: ProposalCardView,
  args: { eventId: EVENT._id, proposal: proposal({ expiresAt: inAWhile }), matchMe: true, inTeam: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just proposed: Priya confirmed, Ada (me) and Tomás not yet. */
export const Waiting: Story = {};

/** I accepted; Tomás has not answered yet. */
export const Accepted: Story = { args: { proposal: proposal({ expiresAt: inAWhile }, { me: 'yes' }) } };

/** Everyone confirmed: the team exists. */
export const Formed: Story = { args: { proposal: proposal({ status: 'formed', teamId: FORMED_TEAM_ID }, { me: 'yes', tomas: 'yes' }), matchMe: false, inTeam: true } };

/** Tomás declined: the others are back in Match me. */
export const Declined: Story = { args: { proposal: proposal({ status: 'declined' }, { tomas: 'no' }) } };
