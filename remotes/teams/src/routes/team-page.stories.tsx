import { queryKeys } from '@hackmate/shared/query';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, PRIYA, TEAM, TOMAS, eventDetail, teamChatHistory, teamDetail, teamRequest } from '../testing/fixtures';
import { WithCache } from '../testing/story-cache';
import { TeamPage } from './team-page';

const meta = {
  title: 'teams/Pages/Team',
  component: TeamPage,
  parameters: { route: `/teams/${TEAM._id}`, layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (team: ReturnType<typeof teamDetail>) => (
  <WithCache
    path="/teams/:teamId"
    entries={[
      [queryKeys.teams.detail(TEAM._id), team],
      [queryKeys.events.detail(EVENT._id), eventDetail({ me: { going: true, looking: { bring: ['design'], seek: [], commitment: 'serious', timeZone: 'Europe/Berlin', pitch: '' }, teamId: null } })],
      [queryKeys.teams.requests(), { received: [], sent: [] }],
      // Members see the team chat.
      [queryKeys.teamChat(TEAM._id), teamChatHistory()],
    ]}
  >
    <TeamPage />
  </WithCache>
);

/** The owner: members to manage, a join request to answer and an invite to withdraw. */
export const Owner: Story = {
  render: () => at(teamDetail('owner', { pending: [teamRequest({ _id: 'j', kind: 'join', person: TOMAS }), teamRequest({ _id: 'i', kind: 'invite', person: PRIYA, message: '' })] })),
};

export const Member: Story = { render: () => at(teamDetail('member')) };

export const Invited: Story = { render: () => at(teamDetail('invited')) };

/** Someone looking for a team at the event. */
export const Outsider: Story = { render: () => at(teamDetail('none')) };
