import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT, PRIYA } from '../../../testing/fixtures';
import { FORMED_TEAM_ID, PROPOSAL_ID, myAutoTeam, proposal } from '../../../testing/auto-team-fixtures';
import { answerProposal, getMyAutoTeam, setMatchMe } from '../api/auto-team';
import { MATCH_ME_HELP, MatchMeSwitch } from './match-me-switch';
import { ProposalCard } from './proposal-card';

vi.mock('../api/auto-team', () => ({ getMyAutoTeam: vi.fn(), setMatchMe: vi.fn(), answerProposal: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const MINUTE = 60_000;
/** Expiring in 5 h 30 min (and a few seconds, so the minute shown is stable). */
const soon = () => new Date(Date.now() + (5 * 60 + 30) * MINUTE + 20_000).toISOString();

beforeEach(() => {
  vi.clearAllMocks();
});

function renderSwitch() {
  renderWithProviders(<MatchMeSwitch eventId={EVENT._id} />);
  return userEvent.setup();
}

function renderCard(inTeam = false) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<ProposalCard eventId={EVENT._id} enabled inTeam={inTeam} />} />
      <Route path="/teams/:teamId" element={<p>The team page</p>} />
    </Routes>,
  );
  return userEvent.setup();
}

describe('MatchMeSwitch', () => {
  it('says what Match me does and turns it on and off, waiting while each change is saved', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false }));
    let answer: () => void = () => {};
    vi.mocked(setMatchMe).mockImplementation((_eventId, on) => new Promise((resolve) => (answer = () => resolve(myAutoTeam({ matchMe: on })))));
    const user = renderSwitch();
    const toggle = screen.getByRole('switch', { name: 'Match me' });
    expect(toggle).toHaveAccessibleDescription(MATCH_ME_HELP);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(setMatchMe).toHaveBeenCalledWith(EVENT._id, true);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    answer();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(setMatchMe).toHaveBeenLastCalledWith(EVENT._id, false);
    answer();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(setMatchMe).toHaveBeenCalledTimes(2);
  });

  it('shows the server refusing, and stays off', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false }));
    vi.mocked(setMatchMe).mockRejectedValue(httpError(409, { error: 'NOT_LOOKING', message: 'Mark yourself as looking for a team at this event first.' }));
    const user = renderSwitch();
    const toggle = screen.getByRole('switch', { name: 'Match me' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mark yourself as looking for a team at this event first.', expect.anything()));
    expect(toggle).not.toBeChecked();
  });
});

describe('ProposalCard', () => {
  it('shows nothing without a proposal', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam());
    renderCard();
    await waitFor(() => expect(getMyAutoTeam).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists the people proposed with roles, time zones and who confirmed, with the time left', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: proposal({ expiresAt: soon() }) }));
    renderCard();
    const card = await screen.findByRole('region', { name: 'We found you a team' });
    expect(card).toHaveTextContent('5 h 30 min left · 1 of 3 confirmed.');
    const people = within(card).getByRole('list', { name: 'Proposed team' });
    expect(within(people).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['You', 'Priya Raman', 'Tomás Ortega']);
    const priya = within(people).getByRole('listitem', { name: 'Priya Raman' });
    expect(within(priya).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', `/profile/user/${PRIYA._id}`);
    expect(priya).toHaveTextContent('Design · Asia/Kolkata (UTC+5:30)');
    expect(priya).toHaveTextContent('Confirmed');
    expect(within(people).getByRole('listitem', { name: 'You' })).toHaveTextContent('Backend · Europe/Berlin (UTC+1)Not yet');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('accepts: the buttons wait, then the card says I accepted and still lets me decline', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: proposal({ expiresAt: soon() }) }));
    let answer: () => void = () => {};
    const accepted = proposal({ expiresAt: soon() }, { me: 'yes' });
    vi.mocked(answerProposal).mockImplementation(() => new Promise((resolve) => (answer = () => resolve(accepted))));
    const user = renderCard();
    const card = await screen.findByRole('region', { name: 'We found you a team' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(answerProposal).toHaveBeenCalledWith(PROPOSAL_ID, 'yes');
    expect(within(card).getByRole('button', { name: 'Accepting…' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeDisabled();
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: accepted }));
    answer();
    expect(await within(card).findByText('You accepted. Waiting for the others.')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 of 3 confirmed');
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(answerProposal).toHaveBeenCalledTimes(1);
  });

  it('declines: the team will not form, and I am out of Match me', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: proposal({ expiresAt: soon() }) }));
    const declined = proposal({ status: 'declined' }, { me: 'no' });
    vi.mocked(answerProposal).mockResolvedValue(declined);
    const user = renderCard();
    const card = await screen.findByRole('region', { name: 'We found you a team' });
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false, proposal: declined }));
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(answerProposal).toHaveBeenCalledWith(PROPOSAL_ID, 'no');
    const ended = await screen.findByRole('region', { name: "This team won't form" });
    await waitFor(() => expect(ended).toHaveTextContent("Someone declined, so this team won't form. Switch Match me on to be matched again."));
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('links to the team once it is formed', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false, proposal: proposal({ status: 'formed', teamId: FORMED_TEAM_ID }, { me: 'yes', tomas: 'yes' }) }));
    const user = renderCard(true);
    const card = await screen.findByRole('region', { name: 'Your team is ready' });
    expect(card).toHaveTextContent('Everyone who confirmed is now in the team.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Open your team' }));
    expect(await screen.findByText('The team page')).toBeInTheDocument();
  });

  it('says when time ran out', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ proposal: proposal({ status: 'expired' }, { me: 'yes' }) }));
    renderCard();
    expect(await screen.findByRole('region', { name: "This team won't form" })).toHaveTextContent(
      "Not enough people confirmed in time. You're still in Match me: we'll look again soon.",
    );
  });

  it('says when the others formed the team without me, with no link to it', async () => {
    vi.mocked(getMyAutoTeam).mockResolvedValue(myAutoTeam({ matchMe: false, proposal: proposal({ status: 'formed', teamId: FORMED_TEAM_ID }, { tomas: 'yes' }) }));
    renderCard();
    const card = await screen.findByRole('region', { name: 'The team formed without you' });
    expect(card).toHaveTextContent('The others confirmed in time and formed the team. Switch Match me on to be matched again.');
    expect(within(card).queryByRole('link', { name: 'Open your team' })).not.toBeInTheDocument();
  });
});
