import { answering, failing, loading } from '@hackmate/shared/testing';
import { playUntilShown } from '@hackmate/shared/testing/stories';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, ONLINE_EVENT, PRIYA, TEAM, teamRequest } from '../testing/fixtures';
import { EventsPage } from './events-page';

const page = (data: unknown[], hasMore = false) => ({ data, page: 1, hasMore });

/** What the page reads: the events, my team requests and my teams (override one group per story). */
const api = {
  events: [answering('get', '/events', page([EVENT, ONLINE_EVENT], true))],
  requests: [answering('get', '/teams/requests', { data: { received: [teamRequest({ kind: 'invite' })], sent: [] } })],
  myTeams: [answering('get', '/teams/mine', { data: [TEAM] })],
};

const meta = {
  title: 'teams/Pages/Events',
  component: EventsPage,
  parameters: { route: '/events', layout: 'fullscreen', msw: { handlers: api } },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;


/** With an invite waiting, a team of mine and more events to load. */
export const WithInvitesAndTeams: Story = { play: playUntilShown('Remote Rumble') };

/** A join request still pending and an invite I sent that expired unanswered. */
export const WithAnExpiredInvite: Story = {
  parameters: {
    msw: {
      handlers: {
        events: [answering('get', '/events', page([EVENT]))],
        requests: [
          answering('get', '/teams/requests', {
            data: {
              received: [],
              sent: [teamRequest({ _id: 'open', kind: 'join', team: { ...TEAM, name: 'Night Owls' } }), teamRequest({ _id: 'old', kind: 'invite', status: 'expired', person: PRIYA })],
            },
          }),
        ],
      },
    },
  },
  play: playUntilShown(/Night Owls/),
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        events: [answering('get', '/events', page([]))],
        requests: [answering('get', '/teams/requests', { data: { received: [], sent: [] } })],
        myTeams: [answering('get', '/teams/mine', { data: [] })],
      },
    },
  },
  play: playUntilShown(/No upcoming hackathons yet/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: { events: [loading('get', '/events')], requests: [loading('get', '/teams/requests')], myTeams: [loading('get', '/teams/mine')] } } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { events: [failing('get', '/events')], requests: [failing('get', '/teams/requests')], myTeams: [failing('get', '/teams/mine')] } } },
  play: playUntilShown('Could not load the hackathons.'),
};
