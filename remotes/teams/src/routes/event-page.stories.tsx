import { queryKeys } from '@hackmate/shared/query';
import { answering } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { candidatesKey } from '../features/find-people';
import { autoTeamKey } from '../features/auto-team';
import { myAutoTeam, proposal } from '../testing/auto-team-fixtures';
import { EVENT, FULL_TEAM, LOOKING_TOMAS, TEAM, eventDetail, teamDetail } from '../testing/fixtures';
import { WithCache } from '../testing/story-cache';
import { EventPage } from './event-page';

const meta = {
  title: 'teams/Pages/Event',
  component: EventPage,
  parameters: {
    route: `/events/${EVENT._id}`,
    layout: 'fullscreen',
    // Stories that do not seed "Match me" in the cache ask the server: not opted in.
    msw: { handlers: { autoTeam: [answering('get', `/events/${EVENT._id}/auto-team`, { data: myAutoTeam({ matchMe: false }) })] } },
  },
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const lists: Array<[readonly unknown[], unknown]> = [
  [queryKeys.events.teams(EVENT._id), [TEAM, FULL_TEAM]],
  [queryKeys.events.looking(EVENT._id, {}), { pages: [{ data: [LOOKING_TOMAS], page: 1, hasMore: false }], pageParams: [1] }],
  [queryKeys.teams.requests(), { received: [], sent: [] }],
];

/** Not going yet. */
export const Visitor: Story = {
  render: () => (
    <WithCache path="/events/:eventId" entries={[[queryKeys.events.detail(EVENT._id), eventDetail({ canEdit: true })], ...lists]}>
      <EventPage />
    </WithCache>
  ),
};

const looking = eventDetail({ me: { going: true, looking: LOOKING_TOMAS.post, teamId: null } });

/** Going and looking: teams with room offer "Ask to join"; the post has the Match me switch. */
export const Looking: Story = {
  render: () => (
    <WithCache path="/events/:eventId" entries={[[queryKeys.events.detail(EVENT._id), looking], [autoTeamKey(EVENT._id), myAutoTeam({ matchMe: false })], ...lists]}>
      <EventPage />
    </WithCache>
  ),
};

/** In Match me, with a team proposed: "We found you a team". */
export const Matched: Story = {
  render: () => (
    <WithCache
      path="/events/:eventId"
      entries={[[queryKeys.events.detail(EVENT._id), looking], [autoTeamKey(EVENT._id), myAutoTeam({ proposal: proposal({ expiresAt: new Date(Date.now() + 20 * 3_600_000).toISOString() }) })], ...lists]}
    >
      <EventPage />
    </WithCache>
  ),
};

const candidates: [readonly unknown[], unknown] = [
  candidatesKey(TEAM._id, {}),
  {
    pages: [{ data: [{ ...LOOKING_TOMAS, reasons: ['Backend developer — an open role', 'Same commitment: to win'], hoursApart: 1 }], nextCursor: null }],
    pageParams: [null],
  },
];

/** The owner of a team there: "Find people for Byte Club" invites or passes; people looking can be invited. */
export const TeamOwner: Story = {
  render: () => (
    <WithCache
      path="/events/:eventId"
      entries={[
        [queryKeys.events.detail(EVENT._id), eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } })],
        [queryKeys.teams.detail(TEAM._id), teamDetail('owner')],
        candidates,
        ...lists,
      ]}
    >
      <EventPage />
    </WithCache>
  ),
};

/** A member who is not the owner: sees the same people, may only skip them. */
export const TeamMember: Story = {
  render: () => (
    <WithCache
      path="/events/:eventId"
      entries={[
        [queryKeys.events.detail(EVENT._id), eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } })],
        [queryKeys.teams.detail(TEAM._id), teamDetail('member')],
        candidates,
        ...lists,
      ]}
    >
      <EventPage />
    </WithCache>
  ),
};
