import type { EventDetail, TeamDetail } from '@hackmate/shared/contracts';
import { answering, failing, loading } from '@hackmate/shared/testing';
import { playUntilShown } from '@hackmate/shared/testing/stories';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, PAST_EVENT, PRIYA, TEAM, TOMAS, eventDetail, teamChatHistory, teamDetail, teamRequest } from '../testing/fixtures';
import { AtRoute } from '../testing/story-route';
import { TeamPage } from './team-page';

const looking = eventDetail({ me: { going: true, looking: { bring: ['design'], seek: [], commitment: 'serious', timeZone: 'Europe/Berlin', pitch: '' }, teamId: null } });

// The team's own path: a pattern (/teams/:teamId) would also answer GET /teams/requests.
const teamIs = (team: TeamDetail) => [answering('get', `/teams/${TEAM._id}`, { data: team })];
const eventIs = (event: EventDetail) => [answering('get', '/events/:eventId', { data: event })];

/** What the page reads (override one group per story). */
const api = {
  team: teamIs(teamDetail('member')),
  event: eventIs(looking),
  requests: [answering('get', '/teams/requests', { data: { received: [], sent: [] } })],
  // Members see the team chat: it reads its history when it opens, and marks it read.
  teamChat: [answering('get', '/teams/:teamId/messages', teamChatHistory().pages[0]), answering('post', '/teams/:teamId/read', null, 204)],
  // Members of a team with room see Find people, which reads its candidates.
  candidates: [answering('get', '/teams/:teamId/candidates', { data: [], nextCursor: null })],
};

const meta = {
  title: 'teams/Pages/Team',
  component: TeamPage,
  render: () => (
    <AtRoute path="/teams/:teamId">
      <TeamPage />
    </AtRoute>
  ),
  parameters: { route: `/teams/${TEAM._id}`, layout: 'fullscreen', msw: { handlers: api } },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;


/** The owner: members to manage, a join request to answer and an invite to withdraw. */
export const Owner: Story = {
  parameters: {
    msw: { handlers: { team: teamIs(teamDetail('owner', { pending: [teamRequest({ _id: 'j', kind: 'join', person: TOMAS }), teamRequest({ _id: 'i', kind: 'invite', person: PRIYA, message: '' })] })) } },
  },
  play: playUntilShown(/I can do the API/),
};

export const Member: Story = { play: playUntilShown('Count me in for the ship data model.') };

export const Invited: Story = { parameters: { msw: { handlers: { team: teamIs(teamDetail('invited')) } } }, play: playUntilShown(TEAM.idea) };

/** Someone looking for a team at the event. */
export const Outsider: Story = { parameters: { msw: { handlers: { team: teamIs(teamDetail('none')) } } }, play: playUntilShown(TEAM.idea) };

/** After the event: "Would team up again" for each teammate, already said about Priya. */
export const AfterTheEvent: Story = {
  parameters: {
    msw: {
      handlers: {
        team: teamIs(
          teamDetail('member', {
            members: [...teamDetail('member').members, { user: TOMAS, role: 'backend', owner: false, joinedAt: '2030-01-03T10:00:00Z' }],
            memberCount: 3,
            me: { relation: 'member', requestId: null, vouchedFor: [PRIYA._id] },
          }),
        ),
        event: eventIs(eventDetail({ ...PAST_EVENT, _id: EVENT._id, name: EVENT.name, me: { going: true, looking: null, teamId: TEAM._id } })),
      },
    },
  },
  play: playUntilShown(/team up again/i),
};

export const Loading: Story = { parameters: { msw: { handlers: { team: [loading('get', `/teams/${TEAM._id}`)] } } } };

export const NotFound: Story = { parameters: { msw: { handlers: { team: [failing('get', `/teams/${TEAM._id}`, 404, 'Team not found')] } } }, play: playUntilShown('Team not found') };

export const ServerError: Story = { parameters: { msw: { handlers: { team: [failing('get', `/teams/${TEAM._id}`)] } } }, play: playUntilShown('Could not load the team.') };

/** The team chat does not load: the rest of the page stays. */
export const TeamChatFails: Story = {
  parameters: { msw: { handlers: { teamChat: [failing('get', '/teams/:teamId/messages'), answering('post', '/teams/:teamId/read', null, 204)] } } },
  play: playUntilShown('Could not load the team chat.'),
};
