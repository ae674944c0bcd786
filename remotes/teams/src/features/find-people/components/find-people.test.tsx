import type { TeamCandidate, TeamCandidatePage } from '@hackmate/shared/contracts';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIYA, TOMAS, teamDetail } from '../../../testing/fixtures';
import { invite } from '../../team-requests/api/team-requests';
import { getCandidates, passCandidate } from '../api/candidates';
import { SWIPE_EXIT_MS } from '../lib/swipe';
import { FindPeople } from './find-people';

vi.mock('../api/candidates', () => ({ getCandidates: vi.fn(), passCandidate: vi.fn() }));
vi.mock('../../team-requests/api/team-requests', () => ({ getTeamRequests: vi.fn(), answerRequest: vi.fn(), invite: vi.fn(), askToJoin: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const candidate = (user: TeamCandidate['user'], fields: Partial<TeamCandidate> = {}): TeamCandidate => ({
  user,
  post: { bring: ['backend', 'ml'], seek: ['design'], commitment: 'to-win', timeZone: 'America/New_York', pitch: 'I train models fast.' },
  reasons: ['Backend developer — an open role', 'Same commitment: to win'],
  hoursApart: 6,
  ...fields,
});
const TOMAS_CARD = candidate(TOMAS);
const PRIYA_CARD = candidate(PRIYA, { post: { bring: ['design'], seek: [], commitment: 'casual', timeZone: 'Europe/Berlin', pitch: '' }, reasons: ['Designer — an open role'], hoursApart: 0 });
const page = (data: TeamCandidate[], nextCursor: string | null = null): TeamCandidatePage => ({ data, nextCursor });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getCandidates).mockResolvedValue(page([TOMAS_CARD, PRIYA_CARD]));
  vi.mocked(invite).mockImplementation(async (_teamId, body) => ({ person: body.userId === TOMAS._id ? TOMAS : PRIYA }) as never);
  vi.mocked(passCandidate).mockResolvedValue();
});

function renderFinder(relation: 'owner' | 'member' = 'owner') {
  const team = teamDetail(relation);
  renderWithProviders(<FindPeople team={team} />);
  return { team, user: userEvent.setup() };
}

const topCard = () => screen.getByTestId('candidate-card');
const leaveDone = () => act(() => new Promise((resolve) => setTimeout(resolve, SWIPE_EXIT_MS + 50)));

describe('Find people for a team', () => {
  it('shows the best fit first: why, roles, commitment, time zone and distance, pitch', async () => {
    renderFinder();
    expect(screen.getByRole('status')).toHaveTextContent('Finding people for your team');
    const card = await screen.findByRole('article', { name: 'Tomás Ortega' });
    expect(card).toBe(topCard());
    expect(within(card).getByRole('link', { name: 'Tomás Ortega' })).toHaveAttribute('href', `/profile/user/${TOMAS._id}`);
    expect(within(within(card).getByRole('list', { name: 'Why they fit your team' })).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      'Backend developer — an open role',
      'Same commitment: to win',
    ]);
    expect(within(within(card).getByRole('list', { name: 'Roles they bring' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Backend', 'ML / data']);
    expect(within(card).getByText('To win')).toBeInTheDocument();
    expect(within(card).getByText('America/New York')).toBeInTheDocument();
    expect(within(card).getByText('· 6 h from your team')).toBeInTheDocument();
    expect(within(card).getByText('“I train models fast.”')).toBeInTheDocument();
    // The card under it is seen, not read.
    expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(getCandidates).toHaveBeenCalledWith(expect.any(String), {}, expect.objectContaining({ cursor: null }));
  });

  it('sends one invite per press, for the open role they bring, then shows the next person', async () => {
    const { team, user } = renderFinder();
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    const inviteButton = screen.getByRole('button', { name: `Invite Tomás Ortega to ${team.name}` });
    await user.click(inviteButton);
    await user.click(inviteButton);
    await user.click(inviteButton);
    expect(invite).toHaveBeenCalledTimes(1);
    expect(invite).toHaveBeenCalledWith(team._id, { userId: TOMAS._id, role: 'backend' });
    // Inert while the card leaves.
    expect(inviteButton).toHaveAttribute('aria-disabled', 'true');
    await leaveDone();
    expect(await screen.findByRole('article', { name: 'Priya Raman' })).toBe(topCard());
    await user.click(screen.getByRole('button', { name: `Invite Priya Raman to ${team.name}` }));
    expect(invite).toHaveBeenCalledTimes(2);
    expect(invite).toHaveBeenLastCalledWith(team._id, { userId: PRIYA._id, role: 'design' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Priya Raman was invited to ${team.name}.`));
    expect(passCandidate).not.toHaveBeenCalled();
  });

  it('passes with the button, invites with → on the card, once per card; the focus moves on with the cards', async () => {
    const { team, user } = renderFinder();
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    await user.click(screen.getByRole('button', { name: 'Pass on Tomás Ortega' }));
    await user.click(screen.getByRole('button', { name: 'Pass on Tomás Ortega' }));
    expect(passCandidate).toHaveBeenCalledTimes(1);
    expect(passCandidate).toHaveBeenCalledWith(team._id, TOMAS._id);
    expect(screen.getByText('Passed on Tomás Ortega.')).toBeInTheDocument();
    await leaveDone();
    const priya = await screen.findByRole('article', { name: 'Priya Raman' });
    priya.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(invite).toHaveBeenCalledTimes(1);
    expect(invite).toHaveBeenCalledWith(team._id, { userId: PRIYA._id, role: 'design' });
    await leaveDone();
    expect(await screen.findByText('Nobody else is looking for these roles yet')).toBeInTheDocument();
  });

  it('swipes by dragging past the commit distance; a short drag springs back', async () => {
    const { team } = renderFinder();
    const card = await screen.findByRole('article', { name: 'Tomás Ortega' });
    fireEvent.pointerDown(card, { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 280, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 280, pointerId: 1 });
    expect(card).not.toHaveAttribute('inert');
    fireEvent.pointerDown(card, { button: 0, clientX: 200, pointerId: 2 });
    fireEvent.pointerMove(card, { clientX: 350, pointerId: 2 });
    fireEvent.pointerUp(card, { clientX: 350, pointerId: 2 });
    expect(card).toHaveAttribute('inert');
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(invite).toHaveBeenCalledWith(team._id, { userId: TOMAS._id, role: 'backend' });
  });

  it('lets a member who is not the owner see and skip people, without inviting or passing', async () => {
    const { user } = renderFinder('member');
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    expect(screen.getByText(/Only Priya Raman, the team's owner, can send invites/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    topCard().focus();
    await user.keyboard('{ArrowRight}');
    await leaveDone();
    expect(topCard()).toHaveAccessibleName('Tomás Ortega');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await leaveDone();
    // The next card took the focus: the keys go on working.
    expect(await screen.findByRole('article', { name: 'Priya Raman' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Skip Priya Raman' }));
    await leaveDone();
    expect(await screen.findByText('Nobody else is looking for these roles yet')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();
    expect(passCandidate).not.toHaveBeenCalled();
  });

  it('asks again with the must-haves, and offers to clear them when nobody is left', async () => {
    const { team, user } = renderFinder();
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    vi.mocked(getCandidates).mockResolvedValue(page([]));
    const filters = screen.getByRole('group', { name: 'Must-haves' });
    await user.selectOptions(within(filters).getByLabelText('Role they bring'), 'Design');
    await user.selectOptions(within(filters).getByLabelText('Commitment'), 'Serious');
    await user.selectOptions(within(filters).getByLabelText('Time zone distance'), 'Within ± 3 h');
    await waitFor(() => expect(getCandidates).toHaveBeenLastCalledWith(team._id, { role: 'design', commitment: 'serious', maxHoursApart: 3 }, expect.anything()));
    expect(await screen.findByText('Nobody else is looking for these roles yet')).toBeInTheDocument();
    vi.mocked(getCandidates).mockResolvedValue(page([TOMAS_CARD]));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Tomás Ortega' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Role they bring')).toHaveValue('');
  });

  it('reads the next page ahead, and never shows a person twice', async () => {
    vi.mocked(getCandidates).mockImplementation(async (_team, _filters, { cursor } = {}) => (cursor ? page([PRIYA_CARD, TOMAS_CARD]) : page([TOMAS_CARD], 'next')));
    const { user } = renderFinder('member');
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    await waitFor(() => expect(getCandidates).toHaveBeenCalledWith(expect.any(String), {}, expect.objectContaining({ cursor: 'next' })));
    await user.click(screen.getByRole('button', { name: 'Skip Tomás Ortega' }));
    await leaveDone();
    await user.click(await screen.findByRole('button', { name: 'Skip Priya Raman' }));
    await leaveDone();
    expect(await screen.findByText('Nobody else is looking for these roles yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, with Retry', async () => {
    vi.mocked(getCandidates).mockRejectedValueOnce(httpError(500));
    const { user } = renderFinder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load people for your team.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tomás Ortega' })).toBeInTheDocument();
  });
});
