import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { Route, Routes } from '@hackmate/shared/router';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinEvent } from '../features/organisers/api/organisers';
import { eventDetail } from '../testing/fixtures';
import { DEAD_LINK_TEXT, JoinEventPage } from './join-event-page';

vi.mock('../features/organisers/api/organisers', () => ({ joinEvent: vi.fn(), createInviteLink: vi.fn(), getTeamsCsv: vi.fn(), postAnnouncement: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => vi.clearAllMocks());

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/events/join/:token" element={<JoinEventPage />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { route: '/events/join/s3cret-token' },
  );
}

describe('/events/join/:token', () => {
  it('joins once and lands on the event', async () => {
    vi.mocked(joinEvent).mockResolvedValue(eventDetail({ me: { going: true, looking: null, teamId: null } }));
    renderPage();
    expectSkeleton('Joining the hackathon');
    expect(await screen.findByText('The event page')).toBeInTheDocument();
    expect(joinEvent).toHaveBeenCalledTimes(1);
    expect(joinEvent).toHaveBeenCalledWith('s3cret-token');
  });

  it('says a replaced or unknown link no longer works', async () => {
    vi.mocked(joinEvent).mockRejectedValue(httpError(404, { error: 'INVITE_NOT_FOUND', message: 'gone' }));
    renderPage();
    expect(await screen.findByText(DEAD_LINK_TEXT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all hackathons' })).toHaveAttribute('href', '/events');
  });

  it('says the event has ended', async () => {
    vi.mocked(joinEvent).mockRejectedValue(httpError(409, { error: 'EVENT_OVER', message: 'This event has ended.' }));
    renderPage();
    expect(await screen.findByText('This event has ended.', { exact: false })).toBeInTheDocument();
  });
});
