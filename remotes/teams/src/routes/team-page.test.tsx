import type { TeamDetail } from '@hackmate/shared/contracts';
import { setUser } from '@hackmate/shared/stores';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEvent } from '../features/events/api/get-event';
import { getCandidates } from '../features/find-people/api/candidates';
import { getTeamMessages, markTeamRead } from '../features/team-chat/api/team-chat';
import { answerRequest, askToJoin, getTeamRequests } from '../features/team-requests/api/team-requests';
import { getTeam } from '../features/teams/api/get-teams';
import { removeMember, transferOwner } from '../features/teams/api/membership';
import { updateTeam } from '../features/teams/api/save-team';
import { vouchFor } from '../features/teams/api/vouch';
import { EVENT, ME, PAST_EVENT, PRIYA, TEAM, TOMAS, eventDetail, teamDetail, teamRequest } from '../testing/fixtures';
import { TeamPage } from './team-page';

vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('../features/teams/api/get-teams', () => ({ getEventTeams: vi.fn(), getTeam: vi.fn(), getMyTeams: vi.fn() }));
vi.mock('../features/teams/api/save-team', () => ({ createTeam: vi.fn(), updateTeam: vi.fn() }));
vi.mock('../features/teams/api/membership', () => ({ transferOwner: vi.fn(), removeMember: vi.fn() }));
vi.mock('../features/teams/api/vouch', () => ({ vouchFor: vi.fn() }));
vi.mock('../features/team-requests/api/team-requests', () => ({ getTeamRequests: vi.fn(), answerRequest: vi.fn(), invite: vi.fn(), askToJoin: vi.fn() }));
vi.mock('../features/team-chat/api/team-chat', () => ({ getTeamMessages: vi.fn(), markTeamRead: vi.fn() }));
vi.mock('../features/find-people/api/candidates', () => ({ getCandidates: vi.fn(), passCandidate: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const LOOKING_ME = { bring: ['design' as const], seek: [], commitment: 'serious' as const, timeZone: 'Europe/Berlin', pitch: '' };

beforeEach(() => {
  vi.clearAllMocks();
  setUser({ _id: ME._id, fullName: ME.fullName });
  vi.mocked(getEvent).mockResolvedValue(eventDetail());
  vi.mocked(getTeamRequests).mockResolvedValue({ received: [], sent: [] });
  vi.mocked(getTeamMessages).mockResolvedValue({ messages: [], nextCursor: null });
  vi.mocked(markTeamRead).mockResolvedValue();
  vi.mocked(getCandidates).mockResolvedValue({ data: [], nextCursor: null });
});

function renderPage(team: TeamDetail | Error) {
  if (team instanceof Error) vi.mocked(getTeam).mockRejectedValue(team);
  else vi.mocked(getTeam).mockResolvedValue(team);
  renderWithProviders(
    <Routes>
      <Route path="/teams/:teamId" element={<TeamPage />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { route: `/teams/${TEAM._id}` },
  );
  return userEvent.setup();
}

const members = () => screen.getByRole('list', { name: 'Members' });
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('/teams/:teamId', () => {
  it('shows the team: event link, idea, members with roles (owner marked) and open roles', async () => {
    renderPage(teamDetail('none'));
    expectSkeleton('Loading the team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Hack the Harbour' })).toHaveAttribute('href', `/events/${EVENT._id}`);
    expect(screen.getByText(TEAM.idea)).toBeInTheDocument();
    const priya = within(members()).getByRole('listitem', { name: 'Priya Raman' });
    expect(priya).toHaveTextContent('Frontend');
    expect(within(priya).getByText('Owner')).toBeInTheDocument();
    expect(within(members()).getByRole('listitem', { name: 'Tomás Ortega' })).not.toHaveTextContent('Owner');
    expect(within(screen.getByRole('list', { name: 'Open roles' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Backend', 'Design']);
  });

  it('says "Team is full" instead of open roles', async () => {
    renderPage(teamDetail('none', { full: true, openRoles: [], memberCount: 4 }));
    expect(await screen.findByText('Team is full')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open roles' })).not.toBeInTheDocument();
  });

  it('says clearly when the team does not exist', async () => {
    renderPage(httpError(404, { error: 'TEAM_NOT_FOUND', message: 'Team not found.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the hackathons' })).toHaveAttribute('href', '/events');
  });

  it('offers Retry when the load fails', async () => {
    vi.mocked(getTeam).mockRejectedValueOnce(httpError(500));
    renderPage(teamDetail('none'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the team.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club' })).toBeInTheDocument();
  });

  describe('an outsider', () => {
    it('who is looking at the event may ask to join, with a role and a message', async () => {
      vi.mocked(getEvent).mockResolvedValue(eventDetail({ me: { going: true, looking: LOOKING_ME, teamId: null } }));
      vi.mocked(askToJoin).mockResolvedValue(teamRequest({ person: ME, role: 'design' }));
      const user = renderPage(teamDetail('none'));
      await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
      const dialog = screen.getByRole('dialog', { name: 'Ask to join Byte Club' });
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('design');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(askToJoin).toHaveBeenCalledWith(TEAM._id, { role: 'design' });
      // Managing the team is not theirs.
      expect(buttonNames()).not.toContain('Remove');
      expect(buttonNames()).not.toContain('Leave team');
      expect(buttonNames()).not.toContain('Edit team');
      expect(screen.queryByRole('region', { name: 'Invites and join requests' })).not.toBeInTheDocument();
    });

    it('who is not looking is told how to ask', async () => {
      renderPage(teamDetail('none'));
      expect(await screen.findByRole('link', { name: 'looking for a team at Hack the Harbour' })).toHaveAttribute('href', `/events/${EVENT._id}`);
      expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
    });
  });

  describe('the owner', () => {
    it('answers join requests, withdraws invites, and manages members', async () => {
      const pending = [teamRequest({ _id: 'join-1', kind: 'join', person: TOMAS }), teamRequest({ _id: 'inv-1', kind: 'invite', person: PRIYA, message: '' })];
      vi.mocked(answerRequest).mockResolvedValue(teamRequest({ status: 'accepted' }));
      const user = renderPage(teamDetail('owner', { pending }));
      const box = await screen.findByRole('region', { name: 'Invites and join requests' });
      const join = within(box).getByRole('article', { name: 'Join request: Byte Club' });
      expect(join).toHaveTextContent('Tomás Ortega asks to join Byte Club as Backend.');
      const inv = within(box).getByRole('article', { name: 'Invite: Byte Club' });
      expect(inv).toHaveTextContent('You invited Priya Raman to Byte Club as Backend.');
      await user.click(within(join).getByRole('button', { name: 'Accept' }));
      expect(answerRequest).toHaveBeenCalledWith('join-1', 'accepted');
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tomás Ortega joined Byte Club.'));
      await user.click(within(inv).getByRole('button', { name: 'Withdraw' }));
      expect(answerRequest).toHaveBeenLastCalledWith('inv-1', 'withdrawn');

      // Members: not for myself; for Priya, Make owner and Remove.
      expect(within(within(members()).getByRole('listitem', { name: ME.fullName })).queryByRole('button')).not.toBeInTheDocument();
      const priya = within(members()).getByRole('listitem', { name: 'Priya Raman' });
      expect(within(priya).getAllByRole('button').map((b) => b.textContent)).toEqual(['Make owner', 'Remove']);
      // The owner cannot simply leave a team with others in it.
      expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
      expect(screen.getByText('To leave, first make another member the owner.')).toBeInTheDocument();
    });

    it('removes a member after confirming, the buttons waiting meanwhile', async () => {
      let answer: () => void = () => {};
      vi.mocked(removeMember).mockImplementation(() => new Promise((resolve) => (answer = () => resolve())));
      const user = renderPage(teamDetail('owner'));
      const priya = await screen.findByRole('listitem', { name: 'Priya Raman' });
      await user.click(within(priya).getByRole('button', { name: 'Remove' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove Priya Raman from Byte Club?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(removeMember).toHaveBeenCalledWith(TEAM._id, PRIYA._id);
      expect(within(dialog).getByRole('button', { name: 'Removing…' })).toBeDisabled();
      expect(within(priya).getByRole('button', { name: 'Make owner' })).toBeDisabled();
      vi.mocked(getTeam).mockResolvedValue(teamDetail('owner', { members: teamDetail('owner').members.slice(0, 1), memberCount: 1 }));
      answer();
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Priya Raman' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      // Now the last member, the owner may leave.
      expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    });

    it('hands the team over, and toasts the server’s refusal', async () => {
      vi.mocked(transferOwner).mockRejectedValueOnce(httpError(409, { error: 'NOT_A_MEMBER', message: 'Priya is no longer in the team.' })).mockResolvedValue();
      const user = renderPage(teamDetail('owner'));
      const priya = await screen.findByRole('listitem', { name: 'Priya Raman' });
      await user.click(within(priya).getByRole('button', { name: 'Make owner' }));
      await user.click(within(screen.getByRole('alertdialog', { name: 'Make Priya Raman the owner?' })).getByRole('button', { name: 'Make owner' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Priya is no longer in the team.', { toastId: 'Priya is no longer in the team.' }));
      await user.click(within(priya).getByRole('button', { name: 'Make owner' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make owner' }));
      expect(transferOwner).toHaveBeenLastCalledWith(TEAM._id, PRIYA._id);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Priya Raman now owns the team.'));
    });

    it('edits the name, idea and open roles', async () => {
      vi.mocked(updateTeam).mockResolvedValue(teamDetail('owner', { name: 'Byte Club 2' }));
      const user = renderPage(teamDetail('owner'));
      await user.click(await screen.findByRole('button', { name: 'Edit team' }));
      const form = screen.getByRole('form', { name: 'Save team' });
      const name = within(form).getByRole('textbox', { name: 'Team name' });
      await user.clear(name);
      await user.type(name, 'Byte Club 2');
      await user.click(within(within(form).getByRole('group', { name: 'Open roles' })).getByRole('button', { name: 'Design' }));
      vi.mocked(getTeam).mockResolvedValue(teamDetail('owner', { name: 'Byte Club 2' }));
      await user.click(within(form).getByRole('button', { name: 'Save team' }));
      expect(updateTeam).toHaveBeenCalledWith(TEAM._id, { name: 'Byte Club 2', idea: TEAM.idea, openRoles: [{ role: 'backend', count: 1 }] });
      expect(await screen.findByRole('heading', { level: 1, name: 'Byte Club 2' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Save team' })).not.toBeInTheDocument();
    });
  });

  describe('a member', () => {
    it('may leave after confirming, and lands on the event', async () => {
      vi.mocked(removeMember).mockResolvedValue();
      const user = renderPage(teamDetail('member'));
      await user.click(await screen.findByRole('button', { name: 'Leave team' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Leave Byte Club?' });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(removeMember).toHaveBeenCalledWith(TEAM._id, ME._id);
      expect(await screen.findByText('The event page')).toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith('You left Byte Club.');
    });

    it('cannot manage others or the team', async () => {
      renderPage(teamDetail('member'));
      await screen.findByRole('button', { name: 'Leave team' });
      // The team chat's Send, and leaving: nothing else.
      expect(buttonNames()).toEqual(['Send', 'Leave team', 'Report team']);
    });
  });

  describe('the team chat', () => {
    it.each(['member', 'owner'] as const)('is there for a %s', async (relation) => {
      renderPage(teamDetail(relation));
      expect(await screen.findByRole('region', { name: 'Team chat' })).toBeInTheDocument();
      expect(await screen.findByText('No messages yet — say hi to your team')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Message your team' })).toBeInTheDocument();
      expect(getTeamMessages).toHaveBeenCalledWith(TEAM._id, {}, expect.anything());
    });

    it.each(['none', 'invited', 'requested'] as const)('shows nothing of itself to someone with relation %s, and reads nothing of it', async (relation) => {
      renderPage(teamDetail(relation));
      await screen.findByRole('heading', { level: 1, name: 'Byte Club' });
      await screen.findByRole('list', { name: 'Members' });
      expect(screen.queryByRole('region', { name: 'Team chat' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Message your team' })).not.toBeInTheDocument();
      expect(getTeamMessages).not.toHaveBeenCalled();
      expect(markTeamRead).not.toHaveBeenCalled();
    });
  });

  describe('after the event', () => {
    const over = () => vi.mocked(getEvent).mockResolvedValue(eventDetail({ ...PAST_EVENT, _id: EVENT._id, name: EVENT.name }));
    const vouchButton = (name: string) => within(within(members()).getByRole('listitem', { name })).queryByRole('button', { name: 'Would team up again' });
    const threeOfUs = () => [...teamDetail('member').members, { user: TOMAS, role: 'backend' as const, owner: false, joinedAt: '2030-01-03T10:00:00Z' }];

    it('a member says "Would team up again" about each teammate once; the button stays pressed', async () => {
      over();
      vi.mocked(vouchFor).mockResolvedValue({ eventId: EVENT._id, teamId: TEAM._id, userId: TOMAS._id, createdAt: '2030-03-03T10:00:00Z' });
      const user = renderPage(teamDetail('member', { members: threeOfUs(), memberCount: 3, me: { relation: 'member', requestId: null, vouchedFor: [PRIYA._id] } }));
      expect(await screen.findByText('Hack the Harbour is over. Would you team up with them again? Their profiles show how many teammates would.')).toBeInTheDocument();
      // Said already about Priya (the owner); not about myself.
      expect(vouchButton('Priya Raman')).toHaveAttribute('aria-pressed', 'true');
      expect(vouchButton('Priya Raman')).toBeDisabled();
      expect(vouchButton(ME.fullName)).not.toBeInTheDocument();
      const tomas = vouchButton('Tomás Ortega')!;
      expect(tomas).toHaveAttribute('aria-pressed', 'false');
      await user.click(tomas);
      expect(vouchFor).toHaveBeenCalledWith(TEAM._id, TOMAS._id);
      await waitFor(() => expect(vouchButton('Tomás Ortega')).toHaveAttribute('aria-pressed', 'true'));
      expect(vouchButton('Tomás Ortega')).toBeDisabled();
      expect(vouchFor).toHaveBeenCalledTimes(1);
    });

    it('the owner gets it beside managing members, and a refusal is told', async () => {
      over();
      vi.mocked(vouchFor).mockRejectedValue(httpError(409, { error: 'ALREADY_VOUCHED', message: 'You already said you would team up with them again.' }));
      const user = renderPage(teamDetail('owner'));
      const priya = await screen.findByRole('listitem', { name: 'Priya Raman' });
      const button = await within(priya).findByRole('button', { name: 'Would team up again' });
      expect(within(priya).getAllByRole('button').map((b) => b.textContent)).toEqual(['Would team up again', 'Make owner', 'Remove']);
      await user.click(button);
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You already said you would team up with them again.', expect.anything()));
    });

    /** Until the event's answer is on screen (what decides whether to offer it). */
    async function eventLoaded() {
      await waitFor(() => expect(getEvent).toHaveBeenCalled());
      await vi.mocked(getEvent).mock.results[0]!.value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    it('is not offered before the event ends', async () => {
      renderPage(teamDetail('member'));
      await screen.findByRole('button', { name: 'Leave team' });
      await eventLoaded();
      expect(screen.queryByRole('button', { name: 'Would team up again' })).not.toBeInTheDocument();
      expect(screen.queryByText(/is over/)).not.toBeInTheDocument();
    });

    it('is not offered to people outside the team', async () => {
      over();
      renderPage(teamDetail('none'));
      await screen.findByRole('listitem', { name: 'Tomás Ortega' });
      await eventLoaded();
      expect(screen.queryByRole('button', { name: 'Would team up again' })).not.toBeInTheDocument();
    });
  });

  it('an invited person accepts or declines', async () => {
    vi.mocked(answerRequest).mockResolvedValue(teamRequest({ kind: 'invite', status: 'accepted' }));
    const user = renderPage(teamDetail('invited'));
    expect(await screen.findByText("You're invited to join this team.")).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Accept', 'Decline', 'Report team']);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(answerRequest).toHaveBeenCalledWith('30000000-0000-4000-8000-000000000009', 'accepted');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You joined Byte Club.'));
  });

  it('someone who asked to join may withdraw', async () => {
    vi.mocked(answerRequest).mockResolvedValue(teamRequest({ status: 'withdrawn' }));
    const user = renderPage(teamDetail('requested'));
    expect(await screen.findByText('You asked to join this team.')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Withdraw', 'Report team']);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(answerRequest).toHaveBeenCalledWith('30000000-0000-4000-8000-000000000009', 'withdrawn');
  });
});
