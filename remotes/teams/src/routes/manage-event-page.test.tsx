import { expectSkeleton, FakeSocket, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { $liveSocket } from '@hackmate/shared/live';
import { Route, Routes } from '@hackmate/shared/router';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDashboard } from '../features/dashboard/api/get-dashboard';
import { getEvent } from '../features/events/api/get-event';
import { AT_RISK_DASHBOARD, EMPTY_DASHBOARD, liveDashboard } from '../testing/dashboard-fixtures';
import { EVENT, eventDetail } from '../testing/fixtures';
import { ManageEventPage } from './manage-event-page';

vi.mock('../features/dashboard/api/get-dashboard', () => ({ getDashboard: vi.fn() }));
vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getEvent).mockResolvedValue(eventDetail({ canEdit: true, myRole: 'owner' }));
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/manage" element={<ManageEventPage />} />
    </Routes>,
    { route: `/events/${EVENT._id}/manage` },
  );
}

describe('/events/:eventId/manage', () => {
  it('shows the counts, the teams at risk and everyone without a team', async () => {
    vi.mocked(getDashboard).mockResolvedValue(AT_RISK_DASHBOARD);
    renderPage();
    expectSkeleton('Loading the dashboard');
    expect(await screen.findByRole('heading', { name: `Dashboard · ${EVENT.name}` })).toBeInTheDocument();
    const without = screen.getByText('Without a team').closest('div')!;
    expect(within(without).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solo Sailors' })).toHaveAttribute('href', '/teams/20000000-0000-4000-8000-000000000011');
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('Frontend, Design · Europe/Berlin · Serious')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /In a team: 40/ })).toBeInTheDocument();
    expect(screen.getByText('95% of participants in a team so far (40 of 42).')).toBeInTheDocument();
    expect(screen.getByText('Median time from going to being in a team: 30.5 h.')).toBeInTheDocument();
  });

  it('says so when nobody has joined yet', async () => {
    vi.mocked(getDashboard).mockResolvedValue(EMPTY_DASHBOARD);
    renderPage();
    expect(await screen.findByText(/Nobody has joined yet/)).toBeInTheDocument();
  });

  it('reads itself again when the event changes', async () => {
    const socket = new FakeSocket();
    $liveSocket.set(socket);
    vi.mocked(getDashboard).mockResolvedValueOnce(liveDashboard()).mockResolvedValue(liveDashboard({ counts: { going: 43, looking: 2, inTeams: 40, unteamed: 3, teams: 11 } }));
    renderPage();
    expect(await screen.findByText('Without a team (2)')).toBeInTheDocument();
    act(() => socket.fire('eventChanged', { eventId: 'another' }));
    act(() => socket.fire('eventChanged', { eventId: EVENT._id }));
    expect(await screen.findByText('Without a team (3)')).toBeInTheDocument();
    expect(getDashboard).toHaveBeenCalledTimes(2);
  });

  it('is not found for someone who does not run the event', async () => {
    vi.mocked(getDashboard).mockRejectedValueOnce(httpError(404, { error: 'EVENT_NOT_FOUND', message: 'Event not found.' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hackathon not found' })).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    vi.mocked(getDashboard).mockRejectedValue(httpError(500, { error: 'INTERNAL', message: 'Oops' }));
    renderPage();
    expect(await screen.findByText('Could not load the dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
