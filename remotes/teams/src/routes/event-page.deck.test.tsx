import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@hackmate/shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLooking } from '../features/attendance/api/attendance';
import { getMyAutoTeam } from '../features/auto-team/api/auto-team';
import { getEvent } from '../features/events/api/get-event';
import { getEventTeams } from '../features/teams/api/get-teams';
import { EVENT, eventDetail } from '../testing/fixtures';
import { myAutoTeam } from '../testing/auto-team-fixtures';
import { EventPage } from './event-page';

vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('../features/attendance/api/attendance', () => ({ setAttendance: vi.fn(), stopGoing: vi.fn(), getLooking: vi.fn() }));
vi.mock('../features/teams/api/get-teams', () => ({ getEventTeams: vi.fn(), getTeam: vi.fn(), getMyTeams: vi.fn() }));
vi.mock('../features/auto-team/api/auto-team', () => ({ getMyAutoTeam: vi.fn(), setMatchMe: vi.fn(), answerProposal: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getEvent).mockResolvedValue(eventDetail());
  vi.mocked(getEventTeams).mockResolvedValue([]);
  vi.mocked(getLooking).mockResolvedValue({ data: [], page: 1, hasMore: false });
  vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false }));
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

describe('/events/:eventId: the deck of the people going', () => {
  it('links to the feed restricted to this event', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/events/:eventId" element={<EventPage />} />
        <Route path="/feed" element={<Where />} />
      </Routes>,
      { route: `/events/${EVENT._id}` },
    );
    await userEvent.click(await screen.findByRole('link', { name: `Swipe people going to ${EVENT.name}` }));
    expect(screen.getByText(`At /feed?event=${EVENT._id}`)).toBeInTheDocument();
  });
});
