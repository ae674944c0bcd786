import type { EventList } from '@hackmate/shared/contracts';
import { queryKeys } from '@hackmate/shared/query';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listEvents } from '../features/events/api/list-events';
import { answerRequest, getTeamRequests } from '../features/team-requests/api/team-requests';
import { getMyTeams } from '../features/teams/api/get-teams';
import { EVENT, ONLINE_EVENT, PRIYA, TEAM, teamRequest } from '../testing/fixtures';
import { EventsPage } from './events-page';

vi.mock('../features/events/api/list-events', () => ({ listEvents: vi.fn() }));
vi.mock('../features/team-requests/api/team-requests', () => ({ getTeamRequests: vi.fn(), answerRequest: vi.fn(), invite: vi.fn(), askToJoin: vi.fn() }));
vi.mock('../features/teams/api/get-teams', () => ({ getMyTeams: vi.fn(), getEventTeams: vi.fn(), getTeam: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const page = (data: EventList['data'], hasMore = false, n = 1): EventList => ({ data, page: n, hasMore });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listEvents).mockResolvedValue(page([EVENT, ONLINE_EVENT]));
  vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [] });
  vi.mocked(getMyTeams).mockResolvedValue([]);
});

const renderPage = (route = '/events') => renderWithProviders(<EventsPage />, { route });
const lastFilters = () => vi.mocked(listEvents).mock.lastCall?.[0];

describe('/events', () => {
  it('shows a loading note, then one card per upcoming hackathon with its facts', async () => {
    renderPage();
    expectSkeleton('Loading hackathons');
    const list = await screen.findByRole('list', { name: 'Upcoming hackathons' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Hackathons']);
    expect(screen.getByRole('link', { name: 'Add a hackathon' })).toHaveAttribute('href', '/events/new');
    const harbour = within(list).getByRole('article', { name: 'Hack the Harbour' });
    expect(within(harbour).getByRole('link', { name: 'Hack the Harbour' })).toHaveAttribute('href', `/events/${EVENT._id}`);
    expect(within(harbour).getByText('Hamburg')).toBeInTheDocument();
    expect(within(harbour).getByText('Teams of 1–4')).toBeInTheDocument();
    expect(within(harbour).getByText('12 going · 5 looking · 3 teams')).toBeInTheDocument();
    expect(within(harbour).getByText(/2030/)).toBeInTheDocument();
    const rumble = within(list).getByRole('article', { name: 'Remote Rumble' });
    expect(within(rumble).getByText('Online')).toBeInTheDocument();
    expect(within(rumble).getByText('Teams of 2')).toBeInTheDocument();
    expect(listEvents).toHaveBeenCalledWith({ when: 'upcoming', page: 1 }, { signal: expect.any(AbortSignal) });
    // Nothing pending and no team: those sections stay away.
    expect(screen.queryByRole('region', { name: 'Your invites and requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your teams' })).not.toBeInTheDocument();
  });

  it('invites the first hackathon when there is none', async () => {
    vi.mocked(listEvents).mockResolvedValue(page([]));
    renderPage();
    expect(await screen.findByText(/No upcoming hackathons yet —/)).toHaveTextContent('No upcoming hackathons yet — add one');
    expect(screen.getByRole('link', { name: 'add one' })).toHaveAttribute('href', '/events/new');
  });

  it('toasts a failed load once and loads again on Retry', async () => {
    vi.mocked(listEvents).mockRejectedValueOnce(httpError(503));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the hackathons.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Hack the Harbour' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Could not load the hackathons', { toastId: 'Could not load the hackathons' });
  });

  it('loads the next page with "Load more" while the server has more', async () => {
    vi.mocked(listEvents).mockImplementation(async ({ page: n }) => (n === 1 ? page([EVENT], true, 1) : page([ONLINE_EVENT], false, 2)));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Remote Rumble' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hack the Harbour' })).toBeInTheDocument();
    expect(lastFilters()).toEqual({ when: 'upcoming', page: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name once typing pauses, not on every key', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Hack the Harbour' });
    vi.mocked(listEvents).mockResolvedValue(page([]));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'harb');
    expect(await screen.findByText('No hackathons match your search.')).toBeInTheDocument();
    const searched = vi.mocked(listEvents).mock.calls.map(([f]) => f.q).filter(Boolean);
    expect(searched).toEqual(['harb']);
  });

  it('filters in-person events by city, and shows past ones on the Past tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Hack the Harbour' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'in-person');
    await waitFor(() => expect(lastFilters()).toEqual({ when: 'upcoming', mode: 'in-person', page: 1 }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Hamburg');
    await waitFor(() => expect(lastFilters()).toEqual({ when: 'upcoming', mode: 'in-person', city: 'Hamburg', page: 1 }));

    vi.mocked(listEvents).mockResolvedValue(page([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), '');
    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No past hackathons yet.')).toBeInTheDocument();
    expect(lastFilters()).toEqual({ when: 'past', page: 1 });
  });

  it('reads the tab and filters from the URL', async () => {
    renderPage('/events?when=past&q=jam');
    await screen.findByRole('list', { name: 'Past hackathons' });
    expect(lastFilters()).toEqual({ when: 'past', q: 'jam', page: 1 });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('jam');
  });

  it('lists my teams and my pending invites and requests when there are any', async () => {
    vi.mocked(getMyTeams).mockResolvedValue([TEAM]);
    vi.mocked(getTeamRequests).mockResolvedValue({
      received: [teamRequest({ _id: 'r-in', kind: 'invite' })],
      sent: [teamRequest({ _id: 'r-out', kind: 'join', team: { ...TEAM, name: 'Night Owls' } })],
    });
    renderPage();
    const teams = await screen.findByRole('region', { name: 'Your teams' });
    expect(within(teams).getByRole('link', { name: 'Byte Club' })).toHaveAttribute('href', `/teams/${TEAM._id}`);
    expect(within(teams).getByRole('link', { name: 'Hack the Harbour' })).toHaveAttribute('href', `/events/${EVENT._id}`);
    const inbox = screen.getByRole('region', { name: 'Your invites and requests' });
    const invite = within(inbox).getByRole('article', { name: 'Invite: Byte Club' });
    expect(invite).toHaveTextContent('Byte Club invites you to join as Backend.');
    expect(invite).toHaveTextContent('“I can do the API.”');
    const sent = within(inbox).getByRole('article', { name: 'Join request: Night Owls' });
    expect(sent).toHaveTextContent('You asked to join Night Owls as Backend.');
    expect(within(sent).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('marks an invite I sent that nobody answered in 7 days as expired, with nothing to press', async () => {
    vi.mocked(getTeamRequests).mockResolvedValue({
      received: [],
      sent: [
        teamRequest({ _id: 'r-open', kind: 'join', team: { ...TEAM, name: 'Night Owls' } }),
        teamRequest({ _id: 'r-old', kind: 'invite', status: 'expired', person: PRIYA }),
      ],
    });
    renderPage();
    const inbox = await screen.findByRole('region', { name: 'Your invites and requests' });
    expect(within(inbox).getByRole('heading', { name: 'Sent (2)' })).toBeInTheDocument();
    const expired = within(inbox).getByRole('article', { name: 'Invite: Byte Club' });
    expect(expired).toHaveTextContent('You invited Priya Raman to Byte Club as Backend.');
    expect(expired).toHaveTextContent('Expired — no answer in 7 days');
    expect(expired).toHaveTextContent(/· expired /);
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
    const open = within(inbox).getByRole('article', { name: 'Join request: Night Owls' });
    expect(open).not.toHaveTextContent('Expired');
    expect(within(open).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('accepting an invite waits with its buttons, says so and reads my teams and requests again', async () => {
    vi.mocked(getTeamRequests).mockResolvedValue({ received: [teamRequest({ _id: 'r-in', kind: 'invite' })], sent: [] });
    let answer: () => void = () => {};
    vi.mocked(answerRequest).mockImplementation(() => new Promise((resolve) => (answer = () => resolve(teamRequest({ status: 'accepted' })))));
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.teams.detail('another-team'), { name: 'Night Owls' });
    const invite = await screen.findByRole('article', { name: 'Invite: Byte Club' });
    await userEvent.click(within(invite).getByRole('button', { name: 'Accept' }));
    expect(answerRequest).toHaveBeenCalledWith('r-in', 'accepted');
    expect(within(invite).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(invite).getByRole('button', { name: 'Decline' })).toBeDisabled();
    vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [] });
    vi.mocked(getMyTeams).mockResolvedValue([TEAM]);
    answer();
    expect(await screen.findByRole('region', { name: 'Your teams' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your invites and requests' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('You joined Byte Club.');
    // The event counts change with a new member: the list is read again.
    await waitFor(() => expect(listEvents).toHaveBeenCalledTimes(2));
    // Joining cancels my requests to other teams: what was read of them is stale too.
    expect(queryClient.getQueryState(queryKeys.teams.detail('another-team'))?.isInvalidated).toBe(true);
  });

  it('toasts the server’s message when an answer is refused', async () => {
    vi.mocked(getTeamRequests).mockResolvedValue({ received: [teamRequest({ _id: 'r-in', kind: 'invite' })], sent: [] });
    vi.mocked(answerRequest).mockRejectedValue(httpError(409, { error: 'NOT_PENDING', message: 'That invite has expired.' }));
    renderPage();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Invite: Byte Club' })).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('That invite has expired.', { toastId: 'That invite has expired.' }));
    expect(getTeamRequests).toHaveBeenCalledTimes(2);
  });
});
