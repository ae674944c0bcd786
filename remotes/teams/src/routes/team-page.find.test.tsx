import type { TeamDetail } from '@hackmate/shared/contracts';
import { setUser } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@hackmate/shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEvent } from '../features/events/api/get-event';
import { getCandidates } from '../features/find-people/api/candidates';
import { getTeamMessages, markTeamRead } from '../features/team-chat/api/team-chat';
import { getTeamRequests } from '../features/team-requests/api/team-requests';
import { getTeam } from '../features/teams/api/get-teams';
import { EVENT, LOOKING_TOMAS, ME, PAST_EVENT, TEAM, eventDetail, teamDetail } from '../testing/fixtures';
import { TeamPage } from './team-page';

vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('../features/teams/api/get-teams', () => ({ getEventTeams: vi.fn(), getTeam: vi.fn(), getMyTeams: vi.fn() }));
vi.mock('../features/team-requests/api/team-requests', () => ({ getTeamRequests: vi.fn(), answerRequest: vi.fn(), invite: vi.fn(), askToJoin: vi.fn() }));
vi.mock('../features/team-chat/api/team-chat', () => ({ getTeamMessages: vi.fn(), markTeamRead: vi.fn() }));
vi.mock('../features/find-people/api/candidates', () => ({ getCandidates: vi.fn(), passCandidate: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  setUser({ _id: ME._id, fullName: ME.fullName });
  vi.mocked(getEvent).mockResolvedValue(eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } }));
  vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [] });
  vi.mocked(getTeamMessages).mockResolvedValue({ messages: [], nextCursor: null });
  vi.mocked(markTeamRead).mockResolvedValue();
  vi.mocked(getCandidates).mockResolvedValue({ data: [{ ...LOOKING_TOMAS, reasons: ['Backend developer — an open role'], hoursApart: 0 }], nextCursor: null });
});

function renderPage(team: TeamDetail) {
  vi.mocked(getTeam).mockResolvedValue(team);
  renderWithProviders(
    <Routes>
      <Route path="/teams/:teamId" element={<TeamPage />} />
    </Routes>,
    { route: `/teams/${TEAM._id}` },
  );
}

// The page a new team's founder lands on: finding people is there, not only on the event page.
describe('/teams/:teamId, finding people', () => {
  it('offers the owner the people looking at the event, to invite', async () => {
    renderPage(teamDetail('owner'));
    const finder = await screen.findByRole('region', { name: 'Find people for Byte Club' });
    expect(await within(finder).findByRole('article', { name: 'Tomás Ortega' })).toBeInTheDocument();
    expect(within(finder).getByRole('button', { name: /Invite/ })).toBeInTheDocument();
    expect(getCandidates).toHaveBeenCalledWith(TEAM._id, {}, expect.anything());
  });

  it('offers nothing to outsiders', async () => {
    renderPage(teamDetail('none'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find people for Byte Club' })).not.toBeInTheDocument();
  });

  it('offers nothing to a full team', async () => {
    renderPage(teamDetail('owner', { full: true, openRoles: [], memberCount: 4 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find people for Byte Club' })).not.toBeInTheDocument();
  });

  it('offers nothing once the event is over', async () => {
    vi.mocked(getEvent).mockResolvedValue(eventDetail({ ...PAST_EVENT, _id: EVENT._id, name: EVENT.name }));
    renderPage(teamDetail('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club' })).toBeInTheDocument();
    await vi.waitFor(() => expect(getEvent).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Find people for Byte Club' })).not.toBeInTheDocument();
    expect(getCandidates).not.toHaveBeenCalled();
  });
});
