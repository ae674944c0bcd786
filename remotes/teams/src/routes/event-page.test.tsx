import type { EventDetail } from '@hackmate/shared/contracts';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLooking, setAttendance, stopGoing } from '../features/attendance/api/attendance';
import { answerProposal, getMyAutoTeam, setMatchMe } from '../features/auto-team/api/auto-team';
import { getEvent } from '../features/events/api/get-event';
import { getCandidates } from '../features/find-people/api/candidates';
import { answerRequest, askToJoin, getTeamRequests, invite } from '../features/team-requests/api/team-requests';
import { getEventTeams, getTeam } from '../features/teams/api/get-teams';
import { createTeam } from '../features/teams/api/save-team';
import { EVENT, FULL_TEAM, LOOKING_TOMAS, ME, TEAM, TOMAS, eventDetail, teamDetail, teamRequest } from '../testing/fixtures';
import { FORMED_TEAM_ID, PROPOSAL_ID, myAutoTeam, proposal } from '../testing/auto-team-fixtures';
import { EventPage } from './event-page';

vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('../features/attendance/api/attendance', () => ({ setAttendance: vi.fn(), stopGoing: vi.fn(), getLooking: vi.fn() }));
vi.mock('../features/teams/api/get-teams', () => ({ getEventTeams: vi.fn(), getTeam: vi.fn(), getMyTeams: vi.fn() }));
vi.mock('../features/teams/api/save-team', () => ({ createTeam: vi.fn(), updateTeam: vi.fn() }));
vi.mock('../features/team-requests/api/team-requests', () => ({ getTeamRequests: vi.fn(), answerRequest: vi.fn(), invite: vi.fn(), askToJoin: vi.fn() }));
vi.mock('../features/find-people/api/candidates', () => ({ getCandidates: vi.fn(), passCandidate: vi.fn() }));
vi.mock('../features/auto-team/api/auto-team', () => ({ getMyAutoTeam: vi.fn(), setMatchMe: vi.fn(), answerProposal: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const LOOKING_ME = { bring: ['backend' as const], seek: [], commitment: 'serious' as const, timeZone: 'Europe/Berlin', pitch: '' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getEvent).mockResolvedValue(eventDetail());
  vi.mocked(getEventTeams).mockResolvedValue([TEAM, FULL_TEAM]);
  vi.mocked(getLooking).mockResolvedValue({ data: [LOOKING_TOMAS], page: 1, hasMore: false });
  vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [] });
  vi.mocked(getCandidates).mockResolvedValue({ data: [], nextCursor: null });
  vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false }));
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/events/:eventId" element={<EventPage />} />
      <Route path="/teams/:teamId" element={<p>The team page</p>} />
    </Routes>,
    { route: `/events/${EVENT._id}` },
  );
  return userEvent.setup();
}

const serve = (event: EventDetail) => vi.mocked(getEvent).mockResolvedValue(event);
const region = (name: string) => screen.getByRole('region', { name });

describe('/events/:eventId', () => {
  it('shows the event, its teams and the people looking; a visitor may go or start a team', async () => {
    renderPage();
    expectSkeleton('Loading the hackathon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hack the Harbour' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'https://harbour.example.com' })).toHaveAttribute('href', 'https://harbour.example.com');
    expect(screen.getByText('Teams of 1–4')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(within(region('Your plans')).getByRole('button', { name: "I'm going" })).toBeEnabled();
    expect(within(region('Teams')).getByRole('button', { name: 'Create a team' })).toBeInTheDocument();

    const teams = await screen.findByRole('list', { name: 'Teams' });
    const byteClub = within(teams).getByRole('article', { name: 'Byte Club' });
    expect(within(byteClub).getByRole('link', { name: 'Byte Club' })).toHaveAttribute('href', `/teams/${TEAM._id}`);
    expect(within(byteClub).getByText('2 of 4 members')).toBeInTheDocument();
    expect(within(within(byteClub).getByRole('list', { name: 'Open roles' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Backend', 'Design']);
    expect(within(teams).getByRole('article', { name: 'Full House' })).toHaveTextContent('Team is full');
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();

    const tomas = await screen.findByRole('article', { name: 'Tomás Ortega' });
    expect(within(tomas).getByRole('link', { name: 'Tomás Ortega' })).toHaveAttribute('href', `/profile/user/${TOMAS._id}`);
    expect(within(within(tomas).getByRole('list', { name: 'Roles they bring' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Backend', 'ML / data']);
    expect(within(tomas).getByText('To win')).toBeInTheDocument();
    expect(within(tomas).getByText('Europe/Madrid')).toBeInTheDocument();
    expect(within(tomas).getByText('“I train models fast.”')).toBeInTheDocument();
    expect(within(tomas).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the hackathon does not exist', async () => {
    vi.mocked(getEvent).mockRejectedValue(httpError(404, { error: 'EVENT_NOT_FOUND', message: 'Event not found.' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hackathon not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all hackathons' })).toHaveAttribute('href', '/events');
  });

  it('offers Retry when the load fails', async () => {
    vi.mocked(getEvent).mockRejectedValueOnce(httpError(500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the hackathon.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hack the Harbour' })).toBeInTheDocument();
  });

  it('gives its organisers an Edit link, their tools and the announcement box', async () => {
    serve(eventDetail({ canEdit: true, myRole: 'organiser' }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/events/${EVENT._id}/edit`);
    expect(within(region('Organiser tools')).getByRole('button', { name: 'Invite link' })).toBeInTheDocument();
    expect(within(region('Organiser tools')).getByRole('button', { name: 'Download teams (CSV)' })).toBeInTheDocument();
    expect(within(region('Announcements')).getByRole('form', { name: 'Post an announcement' })).toBeInTheDocument();
  });

  it('shows participants the announcements, newest first, without the organisers’ tools', async () => {
    const said = (id: string, text: string) => ({ _id: id, eventId: EVENT._id, text, createdAt: '2030-03-01T09:00:00Z' });
    serve(eventDetail({ me: { going: true, looking: null, teamId: null }, announcements: [said('2', 'Lunch at noon.'), said('1', 'Doors open at 9.')] }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Lunch at noon.', 'Doors open at 9.']);
    expect(screen.queryByRole('region', { name: 'Organiser tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post an announcement' })).not.toBeInTheDocument();
  });

  it('marks me going and not going, the buttons waiting while it is saved', async () => {
    let answer: () => void = () => {};
    vi.mocked(setAttendance).mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ going: true, looking: null, teamId: null }))));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: "I'm going" }));
    expect(setAttendance).toHaveBeenCalledWith(EVENT._id, { looking: false });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    serve(eventDetail({ me: { going: true, looking: null, teamId: null }, goingCount: 13 }));
    answer();
    expect(await screen.findByText("You're going.")).toBeInTheDocument();
    expect(await screen.findByText('13 going · 5 looking · 3 teams')).toBeInTheDocument();

    vi.mocked(stopGoing).mockResolvedValue();
    serve(eventDetail());
    await user.click(screen.getByRole('button', { name: 'Not going' }));
    expect(stopGoing).toHaveBeenCalledWith(EVENT._id);
    expect(await screen.findByRole('button', { name: "I'm going" })).toBeInTheDocument();
  });

  it('posts that I am looking for a team and shows my post', async () => {
    vi.mocked(setAttendance).mockResolvedValue({ going: true, looking: LOOKING_ME, teamId: null });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Looking for a team' }));
    const form = screen.getByRole('form', { name: 'Looking for a team' });
    await user.click(within(within(form).getByRole('group', { name: 'Roles I bring' })).getByRole('button', { name: 'Backend' }));
    await user.click(within(form).getByRole('radio', { name: 'Serious' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time zone' }), 'Europe/Berlin');
    serve(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
    await user.click(within(form).getByRole('button', { name: "I'm looking" }));
    expect(setAttendance).toHaveBeenCalledWith(EVENT._id, { looking: true, bring: ['backend'], seek: [], commitment: 'serious', timeZone: 'Europe/Berlin' });
    expect(await screen.findByText("You're looking for a team.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Looking for a team' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop looking' })).toBeInTheDocument();
  });

  it('lets me, looking and in no team, ask to join a team that has room', async () => {
    serve(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
    vi.mocked(askToJoin).mockResolvedValue(teamRequest({ person: ME }));
    const user = renderPage();
    const teams = await screen.findByRole('list', { name: 'Teams' });
    expect(within(within(teams).getByRole('article', { name: 'Full House' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(within(teams).getByRole('article', { name: 'Byte Club' })).getByRole('button', { name: 'Ask to join' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask to join Byte Club' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('backend');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'I can do the API.');
    vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [teamRequest({ person: ME })] });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(askToJoin).toHaveBeenCalledWith(TEAM._id, { role: 'backend', message: 'I can do the API.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('You asked to join Byte Club.');
    expect(await within(teams).findByText('Requested')).toBeInTheDocument();
  });

  it('offers Accept, never "Ask to join", on a team that invited me', async () => {
    serve(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
    const invited = teamRequest({ kind: 'invite', person: ME });
    vi.mocked(getTeamRequests).mockResolvedValue({ received: [invited], sent: [] });
    vi.mocked(answerRequest).mockResolvedValue({ ...invited, status: 'accepted' });
    const user = renderPage();
    const card = within(await screen.findByRole('list', { name: 'Teams' })).getByRole('article', { name: 'Byte Club' });
    await user.click(await within(card).findByRole('button', { name: 'Accept the invite to Byte Club' }));
    expect(within(card).queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
    expect(answerRequest).toHaveBeenCalledWith(invited._id, 'accepted');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You joined Byte Club.'));
  });

  it('lets the owner of a team there invite people looking, once each', async () => {
    serve(eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } }));
    vi.mocked(getTeam).mockResolvedValue(teamDetail('owner'));
    vi.mocked(invite).mockResolvedValue(teamRequest({ kind: 'invite' }));
    const user = renderPage();
    const tomas = await screen.findByRole('article', { name: 'Tomás Ortega' });
    await user.click(await within(tomas).findByRole('button', { name: 'Invite to Byte Club' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Tomás Ortega to Byte Club' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('backend');
    vi.mocked(getTeam).mockResolvedValue(teamDetail('owner', { pending: [teamRequest({ kind: 'invite' })] }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(invite).toHaveBeenCalledWith(TEAM._id, { userId: TOMAS._id, role: 'backend' });
    expect(toast.success).toHaveBeenCalledWith('Tomás Ortega was invited to Byte Club.');
    expect(await within(tomas).findByText('Invited')).toBeInTheDocument();
    expect(within(tomas).queryByRole('button', { name: 'Invite to Byte Club' })).not.toBeInTheDocument();
    // In a team there: no new team, and no way to stop going.
    expect(screen.queryByRole('button', { name: 'Create a team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not going' })).not.toBeInTheDocument();
    expect(within(region('Your team')).getByRole('link', { name: 'Byte Club' })).toBeInTheDocument();
    expect(await within(region('Find people for Byte Club')).findByText('Nobody else is looking for these roles yet')).toBeInTheDocument();
  });

  it('shows a member of a team there who fills its gaps, best first; only the owner invites', async () => {
    serve(eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } }));
    vi.mocked(getTeam).mockResolvedValue(teamDetail('member'));
    vi.mocked(getCandidates).mockResolvedValue({ data: [{ ...LOOKING_TOMAS, reasons: ['Backend developer — an open role'], hoursApart: 0 }], nextCursor: null });
    renderPage();
    const finder = await screen.findByRole('region', { name: 'Find people for Byte Club' });
    const card = await within(finder).findByRole('article', { name: 'Tomás Ortega' });
    expect(within(card).getByRole('list', { name: 'Why they fit your team' })).toHaveTextContent('Backend developer — an open role');
    expect(within(finder).getByRole('button', { name: 'Skip Tomás Ortega' })).toBeInTheDocument();
    expect(within(finder).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(getCandidates).toHaveBeenCalledWith(TEAM._id, {}, expect.anything());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers no search for people once my team is full', async () => {
    serve(eventDetail({ me: { going: true, looking: null, teamId: TEAM._id } }));
    vi.mocked(getTeam).mockResolvedValue(teamDetail('owner', { full: true, openRoles: [], memberCount: 4 }));
    renderPage();
    expect(await within(await screen.findByRole('region', { name: 'Your team' })).findByRole('link', { name: 'Byte Club' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find people for Byte Club' })).not.toBeInTheDocument();
    expect(getCandidates).not.toHaveBeenCalled();
  });

  it('creates a team and opens its page', async () => {
    vi.mocked(createTeam).mockResolvedValue(teamDetail('owner', { _id: 't-new' }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create a team' }));
    const form = screen.getByRole('form', { name: 'Create team' });
    await user.type(within(form).getByRole('textbox', { name: 'Team name' }), 'Byte Club');
    await user.click(within(within(form).getByRole('group', { name: 'Open roles' })).getByRole('button', { name: 'Backend' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'My role' }), 'frontend');
    await user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(createTeam).toHaveBeenCalledWith(EVENT._id, { name: 'Byte Club', openRoles: [{ role: 'backend', count: 1 }], myRole: 'frontend' });
    expect(await screen.findByText('The team page')).toBeInTheDocument();
  });

  it('shows why a team could not be created', async () => {
    vi.mocked(createTeam).mockRejectedValue(httpError(409, { error: 'ALREADY_IN_TEAM', message: 'You are already in a team at this event.' }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create a team' }));
    const form = screen.getByRole('form', { name: 'Create team' });
    await user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(within(form).getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription('Team name is required');
    expect(createTeam).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: 'Team name' }), 'Byte Club');
    await user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You are already in a team at this event.');
  });

  it('offers Match me on my looking post only', async () => {
    serve(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
    vi.mocked(setMatchMe).mockResolvedValue(myAutoTeam({ matchMe: true }));
    const user = renderPage();
    expect(await screen.findByText("You're looking for a team.")).toBeInTheDocument();
    const toggle = within(region('Your plans')).getByRole('switch', { name: 'Match me' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(setMatchMe).toHaveBeenCalledWith(EVENT._id, true);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByRole('region', { name: 'We found you a team' })).not.toBeInTheDocument();

    // Going without a post: no switch.
    serve(eventDetail({ me: { going: true, looking: null, teamId: null } }));
    vi.mocked(setAttendance).mockResolvedValue({ going: true, looking: null, teamId: null });
    await user.click(screen.getByRole('button', { name: 'Stop looking' }));
    expect(await screen.findByRole('button', { name: 'Looking for a team' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Match me' })).not.toBeInTheDocument();
  });

  it('shows the team Match me proposed to me, then my team once my yes forms it', async () => {
    serve(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
    const waiting = proposal({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, { tomas: 'yes' });
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: waiting }));
    const user = renderPage();
    const card = await screen.findByRole('region', { name: 'We found you a team' });
    expect(region('Your plans')).toContainElement(card);
    expect(card).toHaveTextContent('2 of 3 confirmed');

    const formed = proposal({ status: 'formed', teamId: FORMED_TEAM_ID }, { me: 'yes', tomas: 'yes' });
    vi.mocked(answerProposal).mockResolvedValue(formed);
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false, canMatch: false, proposal: formed }));
    serve(eventDetail({ me: { going: true, looking: null, teamId: FORMED_TEAM_ID } }));
    vi.mocked(getTeam).mockResolvedValue(teamDetail('member', { _id: FORMED_TEAM_ID, name: 'Team Hack the Harbour #1' }));
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(answerProposal).toHaveBeenCalledWith(PROPOSAL_ID, 'yes');
    const ready = await screen.findByRole('region', { name: 'Your team is ready' });
    expect(within(ready).getByRole('link', { name: 'Open your team' })).toHaveAttribute('href', `/teams/${FORMED_TEAM_ID}`);
    // The event is read again: I am in the team now, with no post and no switch.
    expect(await within(region('Your team')).findByRole('link', { name: 'Team Hack the Harbour #1' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Match me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a team' })).not.toBeInTheDocument();
  });

  it('offers nothing to do once the hackathon is over', async () => {
    serve(eventDetail({ past: true }));
    renderPage();
    expect(await screen.findByText('This hackathon is over.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm going" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a team' })).not.toBeInTheDocument();
  });
});
