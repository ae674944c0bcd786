import { queryKeys } from '@hackmate/shared/query';
import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, ONLINE_EVENT, PRIYA, TEAM, teamRequest } from '../testing/fixtures';
import { WithCache } from '../testing/story-cache';
import { EventsPage } from './events-page';

const meta = {
  title: 'teams/Pages/Events',
  component: EventsPage,
  parameters: { route: '/events', layout: 'fullscreen' },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (data: unknown[], hasMore = false) => ({ pages: [{ data, page: 1, hasMore }], pageParams: [1] });

/** With an invite waiting, a team of mine and more events to load. */
export const WithInvitesAndTeams: Story = {
  render: () => (
    <WithCache
      path="/events"
      entries={[
        [queryKeys.events.list({ when: 'upcoming' }), page([EVENT, ONLINE_EVENT], true)],
        [queryKeys.teams.requests(), { received: [teamRequest({ kind: 'invite' })], sent: [] }],
        [queryKeys.teams.mine(), [TEAM]],
      ]}
    >
      <EventsPage />
    </WithCache>
  ),
};

/** A join request still pending and an invite I sent that expired unanswered. */
export const WithAnExpiredInvite: Story = {
  render: () => (
    <WithCache
      path="/events"
      entries={[
        [queryKeys.events.list({ when: 'upcoming' }), page([EVENT])],
        [
          queryKeys.teams.requests(),
          {
            received: [],
            sent: [teamRequest({ _id: 'open', kind: 'join', team: { ...TEAM, name: 'Night Owls' } }), teamRequest({ _id: 'old', kind: 'invite', status: 'expired', person: PRIYA })],
          },
        ],
        [queryKeys.teams.mine(), [TEAM]],
      ]}
    >
      <EventsPage />
    </WithCache>
  ),
};

export const Empty: Story = {
  render: () => (
    <WithCache
      path="/events"
      entries={[
        [queryKeys.events.list({ when: 'upcoming' }), page([])],
        [queryKeys.teams.requests(), { received: [], sent: [] }],
        [queryKeys.teams.mine(), []],
      ]}
    >
      <EventsPage />
    </WithCache>
  ),
};
