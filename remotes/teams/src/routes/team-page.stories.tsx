import { queryKeys } from '@hackmate/shared/query';
import { answering } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, PAST_EVENT, PRIYA, TEAM, TOMAS, eventDetail, teamChatHistory, teamDetail, teamRequest } from '../testing/fixtures';
import { WithCache } from '../testing/story-cache';
import { TeamPage } from './team-page';

const meta = {
  title: 'teams/Pages/Team',
  component: TeamPage,
  parameters: {
    route: `/teams/${TEAM._id}`,
    layout: 'fullscreen',
    // The team chat refreshes its history when it opens, and marks it read.
    msw: {
      handlers: {
        teamChat: [answering('get', `/teams/${TEAM._id}/messages`, teamChatHistory().pages[0]), answering('post', `/teams/${TEAM._id}/read`, null, 204)],
      },
    },
  },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const looking = eventDetail({ me: { going: true, looking: { bring: ['design'], seek: [], commitment: 'serious', timeZone: 'Europe/Berlin', pitch: '' }, teamId: null } });

const at = (team: ReturnType<typeof teamDetail>, event = looking) => (
  <WithCache
    path="/teams/:teamId"
    entries={[
      [queryKeys.teams.detail(TEAM._id), team],
      [queryKeys.events.detail(EVENT._id), event],
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

/** After the event: "Would team up again" for each teammate, already said about Priya. */
export const AfterTheEvent: Story = {
  render: () =>
    at(
      teamDetail('member', {
        members: [...teamDetail('member').members, { user: TOMAS, role: 'backend', owner: false, joinedAt: '2030-01-03T10:00:00Z' }],
        memberCount: 3,
        me: { relation: 'member', requestId: null, vouchedFor: [PRIYA._id] },
      }),
      eventDetail({ ...PAST_EVENT, _id: EVENT._id, name: EVENT.name, me: { going: true, looking: null, teamId: TEAM._id } }),
    ),
};
