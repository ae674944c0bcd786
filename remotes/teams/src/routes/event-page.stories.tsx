import type { EventDetail, TeamDetail } from '@hackmate/shared/contracts';
import { answering, failing, loading } from '@hackmate/shared/testing';
import { playUntilShown } from '@hackmate/shared/testing/stories';
import type { Meta, StoryObj } from '@storybook/react';
import { myAutoTeam, proposal } from '../testing/auto-team-fixtures';
import { EVENT, FULL_TEAM, LOOKING_TOMAS, TEAM, eventDetail, teamDetail } from '../testing/fixtures';
import { NOBODY_LOOKING_TEXT } from '../features/find-people';
import { NO_TEAMS_TEXT } from '../features/teams';
import { AtRoute } from '../testing/story-route';
import { EventPage } from './event-page';

const eventAt = (event: EventDetail) => [answering('get', '/events/:eventId', { data: event })];
// The team's own path: a pattern (/teams/:teamId) would also answer GET /teams/requests.
const myTeam = (team: TeamDetail) => [answering('get', `/teams/${TEAM._id}`, { data: team })];

/** What the page reads about the event (override one group per story). */
const api = {
  event: eventAt(eventDetail({ canEdit: true })),
  teams: [answering('get', '/events/:eventId/teams', { data: [TEAM, FULL_TEAM] })],
  looking: [answering('get', '/events/:eventId/looking', { data: [LOOKING_TOMAS], page: 1, hasMore: false })],
  requests: [answering('get', '/teams/requests', { data: { received: [], sent: [] } })],
  // Not in "Match me" unless a story says so.
  autoTeam: [answering('get', '/events/:eventId/auto-team', { data: myAutoTeam({ matchMe: false }) })],
};

const meta = {
  title: 'teams/Pages/Event',
  component: EventPage,
  render: () => (
    <AtRoute path="/events/:eventId">
      <EventPage />
    </AtRoute>
  ),
  parameters: { route: `/events/${EVENT._id}`, layout: 'fullscreen', msw: { handlers: api } },
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Not going yet. */
export const Visitor: Story = { play: playUntilShown('Full House') };

const looking = eventDetail({ me: { going: true, looking: LOOKING_TOMAS.post, teamId: null } });

/** Going and looking: teams with room offer "Ask to join"; the post has the Match me switch. */
export const Looking: Story = { parameters: { msw: { handlers: { event: eventAt(looking) } } }, play: playUntilShown('Full House') };

/** In Match me, with a team proposed: "We found you a team". */
export const Matched: Story = {
  parameters: {
    msw: {
      handlers: {
        event: eventAt(looking),
        autoTeam: [answering('get', '/events/:eventId/auto-team', { data: myAutoTeam({ proposal: proposal({ expiresAt: new Date(Date.now() + 20 * 3_600_000).toISOString() }) }) })],
      },
    },
  },
  play: playUntilShown(/We found you a team/),
};

const inTeam = eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } });
const candidates = [
  answering('get', '/teams/:teamId/candidates', {
    data: [{ ...LOOKING_TOMAS, reasons: ['Backend developer — an open role', 'Same commitment: to win'], hoursApart: 1 }],
    nextCursor: null,
  }),
];

/** The owner of a team there: "Find people for Byte Club" invites or passes; people looking can be invited. */
export const TeamOwner: Story = {
  parameters: { msw: { handlers: { event: eventAt(inTeam), myTeam: myTeam(teamDetail('owner')), candidates } } },
  play: playUntilShown(/Find people for Byte Club/),
};

/** A member who is not the owner: sees the same people, may only skip them. */
export const TeamMember: Story = {
  parameters: { msw: { handlers: { event: eventAt(inTeam), myTeam: myTeam(teamDetail('member')), candidates } } },
  play: playUntilShown(/Find people for Byte Club/),
};

export const Loading: Story = { parameters: { msw: { handlers: { event: [loading('get', '/events/:eventId')] } } } };

export const NotFound: Story = { parameters: { msw: { handlers: { event: [failing('get', '/events/:eventId', 404, 'Event not found')] } } }, play: playUntilShown('Hackathon not found') };

export const ServerError: Story = { parameters: { msw: { handlers: { event: [failing('get', '/events/:eventId')] } } }, play: playUntilShown('Could not load the hackathon.') };

/** The event loads but who is going does not: each part says so on its own. */
export const ListsFail: Story = {
  parameters: { msw: { handlers: { teams: [failing('get', '/events/:eventId/teams')], looking: [failing('get', '/events/:eventId/looking')] } } },
  play: playUntilShown('Could not load the teams.'),
};

/** Nobody has a team or is looking yet: each list says what to do next. */
export const NobodyYet: Story = {
  parameters: {
    msw: {
      handlers: {
        teams: [answering('get', '/events/:eventId/teams', { data: [] })],
        looking: [answering('get', '/events/:eventId/looking', { data: [], page: 1, hasMore: false })],
      },
    },
  },
  play: playUntilShown(NO_TEAMS_TEXT),
};

/** My team has room but nobody looking fits it. */
export const NobodyToInvite: Story = {
  parameters: { msw: { handlers: { event: eventAt(inTeam), myTeam: myTeam(teamDetail('owner')), candidates: [answering('get', '/teams/:teamId/candidates', { data: [], nextCursor: null })] } } },
  play: playUntilShown(NOBODY_LOOKING_TEXT),
};

export const CandidatesFail: Story = {
  parameters: { msw: { handlers: { event: eventAt(inTeam), myTeam: myTeam(teamDetail('owner')), candidates: [failing('get', '/teams/:teamId/candidates')] } } },
  play: playUntilShown('Could not load people for your team.'),
};
