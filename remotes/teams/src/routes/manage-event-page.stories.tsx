import { $liveSocket } from '@hackmate/shared/live';
import { answering, answeringEach, failing, FakeSocket, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { useEffect, type ReactNode } from 'react';
import { AT_RISK_DASHBOARD, EMPTY_DASHBOARD, funnel, liveDashboard } from '../testing/dashboard-fixtures';
import { EVENT, eventDetail } from '../testing/fixtures';
import { AtRoute } from '../testing/story-route';
import { ManageEventPage } from './manage-event-page';

const meta = {
  title: 'teams/Pages/ManageEvent',
  component: ManageEventPage,
  render: () => (
    <AtRoute path="/events/:eventId/manage">
      <ManageEventPage />
    </AtRoute>
  ),
  parameters: {
    route: `/events/${EVENT._id}/manage`,
    layout: 'fullscreen',
    msw: {
      handlers: {
        event: [answering('get', '/events/:eventId', { data: eventDetail({ canEdit: true, myRole: 'owner' }) })],
        dashboard: [answering('get', '/events/:eventId/dashboard', { data: liveDashboard() })],
      },
    },
  },
} satisfies Meta<typeof ManageEventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboardAnswer = (handler: ReturnType<typeof answering>) => ({ msw: { handlers: { dashboard: [handler] } } });

/** Nobody has joined yet: where to find the invite link. */
export const Empty: Story = { parameters: dashboardAnswer(answering('get', '/events/:eventId/dashboard', { data: EMPTY_DASHBOARD })) };

// Every few seconds the "server" says the event changed, and one more person has found a team.
let joined = 0;
function Ticking({ children }: { children: ReactNode }) {
  useEffect(() => {
    const socket = new FakeSocket();
    $liveSocket.set(socket);
    const timer = setInterval(() => socket.fire('eventChanged', { eventId: EVENT._id }), 3000);
    return () => {
      clearInterval(timer);
      $liveSocket.set(null);
    };
  }, []);
  return children;
}

/** Under way and live: the counts and the funnel move as people join teams. */
export const Live: Story = {
  decorators: [(Story) => <Ticking><Story /></Ticking>],
  parameters: {
    msw: {
      handlers: {
        dashboard: [
          answeringEach('get', '/events/:eventId/dashboard', () => {
            const inTeams = Math.min(42, 30 + joined++);
            return { data: liveDashboard({ counts: { going: 42, looking: 42 - inTeams, inTeams, unteamed: 42 - inTeams, teams: 11 }, funnel: funnel(42, 42, inTeams) }) };
          }),
        ],
      },
    },
  },
};

/** Teams below the minimum size, linked for a closer look. */
export const AtRisk: Story = { parameters: dashboardAnswer(answering('get', '/events/:eventId/dashboard', { data: AT_RISK_DASHBOARD })) };

/** Waiting for the server. */
export const Loading: Story = { parameters: dashboardAnswer(loading('get', '/events/:eventId/dashboard')) };

/** Someone who does not run the event: not found. */
export const NotFound: Story = { parameters: dashboardAnswer(failing('get', '/events/:eventId/dashboard', 404, 'Event not found.')) };

/** Something else went wrong: Retry. */
export const Failed: Story = { parameters: dashboardAnswer(failing('get', '/events/:eventId/dashboard', 500)) };
