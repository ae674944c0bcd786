import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { queryKeys } from '@hackmate/shared/query';
import type { ConnectionRequest } from '@hackmate/shared/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_REQUESTS_TEXT } from '../features/requests';
import { getRequests } from '../features/requests/api/get-requests';
import { reviewRequest } from '../features/requests/api/review-request';
import { answerProposal, answerTeamRequest, getInbox } from '../features/inbox/api/inbox';
import { inboxItems, inviteItem, proposalItem } from '../testing/inbox-items';
import type { InboxItem } from '@hackmate/shared/types';
import { SAMPLE_USERS } from '../testing/sample-users';
import { RequestsPage } from './requests-page';

vi.mock('../features/requests/api/get-requests', async (original) => ({ ...(await original<object>()), getRequests: vi.fn() }));
vi.mock('../features/requests/api/review-request', () => ({ reviewRequest: vi.fn() }));
vi.mock('../features/inbox/api/inbox', () => ({ getInbox: vi.fn(), answerTeamRequest: vi.fn(), answerProposal: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];
const me = { ...priya, _id: 'me', fullName: 'Me Myself', userName: 'me' };

const incoming: ConnectionRequest = { _id: 'r1', senderId: priya, receiverId: me, status: 'interested' };
const outgoing: ConnectionRequest = { _id: 'r2', senderId: me, receiverId: tomas, status: 'interested' };

/**
 * Serves both boxes like the server would (what was received through the inbox, with `asks` of
 * the other kinds): a reviewed request is gone from the next answer.
 */
function serve(received: ConnectionRequest[], sent: ConnectionRequest[], asks: InboxItem[] = []) {
  const server = { received: [...received], sent: [...sent], asks: [...asks] };
  const forget = (id: string) => {
    server.received = server.received.filter((r) => r._id !== id);
    server.sent = server.sent.filter((r) => r._id !== id);
    server.asks = server.asks.filter((a) => (a.kind === 'proposal' ? a.proposal._id : a.request._id) !== id);
  };
  vi.mocked(getRequests).mockImplementation(async (box) => server[box]);
  vi.mocked(getInbox).mockImplementation(async () => [
    ...server.asks,
    ...server.received.map((request): InboxItem => ({ kind: 'connection', at: '2026-01-01T00:00:00.000Z', request })),
  ]);
  vi.mocked(reviewRequest).mockImplementation(async (_status, id) => void forget(id));
  vi.mocked(answerTeamRequest).mockImplementation(async (id) => void forget(id));
  vi.mocked(answerProposal).mockImplementation(async (id) => void forget(id));
  return { forget };
}

beforeEach(() => {
  vi.mocked(reviewRequest).mockReset();
  vi.mocked(toast.error).mockReset();
});

function renderPage(route?: string) {
  return renderWithProviders(<RequestsPage />, route ? { route } : {});
}

describe('RequestsPage', () => {
  it('shows received requests first and sent ones after the toggle', async () => {
    serve([incoming], [outgoing]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tomás Ortega' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Sent/ }));
    expect(screen.getByRole('link', { name: 'Tomás Ortega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('opens on the sent requests from ?box=sent, marking the one that expired unanswered', async () => {
    const expired: ConnectionRequest = { _id: 'r3', senderId: me, receiverId: priya, status: 'expired' };
    serve([incoming], [outgoing, expired]);
    renderPage('/reqs/review?box=sent');
    const tomasCard = await screen.findByRole('article', { name: 'Tomás Ortega' });
    expect(screen.getByRole('button', { name: 'Sent (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tomasCard).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(tomasCard).queryByText(/Expired/)).not.toBeInTheDocument();
    const priyaCard = screen.getByRole('article', { name: 'Priya Raman' });
    expect(within(priyaCard).getByText('Expired — no answer in 7 days')).toBeInTheDocument();
    expect(within(priyaCard).queryByRole('button')).not.toBeInTheDocument();
  });

  it('accepting removes the card, leaves the empty text and refreshes the connections', async () => {
    serve([incoming], []);
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.connections(), []);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(reviewRequest).toHaveBeenCalledWith('accepted', 'r1');
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Received (0)' })).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.connections())?.isInvalidated).toBe(true);
  });

  it('accepting is a match: a toast says so, with Say hi leading to the chat and its opener', async () => {
    serve([incoming], []);
    const match = { partner: { _id: priya._id, fullName: 'Priya Raman', profileUrl: '' }, sharedSkills: ['PYTHON'], sharedRoles: [], sharedEvent: null };
    vi.mocked(reviewRequest).mockResolvedValueOnce(match);
    renderPage();
    vi.mocked(toast).mockClear();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    const [content] = vi.mocked(toast).mock.calls[0]!;
    renderWithProviders(content as ReactElement);
    expect(screen.getByText('You matched with Priya Raman')).toBeInTheDocument();
    const sayHi = new URL(screen.getByRole('link', { name: 'Say hi' }).getAttribute('href')!, 'https://x.test');
    expect(sayHi.pathname).toBe(`/convos/${priya._id}`);
    expect(sayHi.searchParams.get('opener')).toBe('Hi Priya! We both work with PYTHON — what would you like to build at the next hackathon?');
  });

  it('moves the focus to the next request after an answer, then to the empty state', async () => {
    const third = { ...tomas, _id: 'u3', fullName: 'Third Person', userName: 'third' };
    const fromTomas: ConnectionRequest = { _id: 'r4', senderId: tomas, receiverId: me, status: 'interested' };
    const fromThird: ConnectionRequest = { _id: 'r5', senderId: third, receiverId: me, status: 'interested' };
    serve([incoming, fromTomas, fromThird], []);
    renderPage();
    const card = (name: string) => screen.getByRole('article', { name }).closest('li');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Tomás Ortega' })).getByRole('button', { name: 'Accept' }));
    // The one that took its place.
    await waitFor(() => expect(card('Third Person')).toHaveFocus());
    await userEvent.click(within(screen.getByRole('article', { name: 'Third Person' })).getByRole('button', { name: 'Reject' }));
    // At the end of the list: the one before.
    await waitFor(() => expect(card('Priya Raman')).toHaveFocus());
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    // The empty state (its text and what to do next) takes the focus.
    await waitFor(() => expect(screen.getByText(NO_REQUESTS_TEXT).closest('.hm-social-empty')).toHaveFocus());
    expect(vi.mocked(reviewRequest).mock.calls).toEqual([
      ['accepted', 'r4'],
      ['rejected', 'r5'],
      ['accepted', 'r1'],
    ]);
  });

  it('leaves the focus where it went meanwhile', async () => {
    const { forget } = serve([incoming], []);
    let answer: () => void = () => {};
    vi.mocked(reviewRequest).mockImplementationOnce((_status, id) => new Promise((resolve) => (answer = () => resolve(void forget(id)))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const sent = screen.getByRole('button', { name: /^Sent/ });
    sent.focus();
    answer();
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(sent).toHaveFocus();
  });

  it('disables the buttons of a request while its review is on its way', async () => {
    const { forget } = serve([incoming], []);
    let answer: () => void = () => {};
    vi.mocked(reviewRequest).mockImplementationOnce((_status, id) => new Promise((resolve) => (answer = () => resolve(void forget(id)))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    answer();
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });

  it('withdrawing a sent request removes it from both lists at once', async () => {
    serve([], [outgoing]);
    const { queryClient } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Sent/ }));
    vi.mocked(getRequests).mockReturnValue(new Promise(() => {})); // no reload comes back: the cache alone must change
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(reviewRequest).toHaveBeenCalledWith('withdraw', 'r2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tomás Ortega' })).not.toBeInTheDocument());
    expect(screen.getByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.requests.box('sent'))).toEqual([]);
  });

  it('keeps the card and toasts when the review fails', async () => {
    serve([incoming], []);
    vi.mocked(reviewRequest).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not update the request', { toastId: 'Could not update the request' }));
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Priya Raman' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled());
  });

  it('drops a request the server no longer knows', async () => {
    const { forget } = serve([incoming], []);
    vi.mocked(reviewRequest).mockImplementationOnce(async (_status, id) => {
      forget(id); // withdrawn meanwhile
      throw httpError(404, { error: 'NOT_FOUND', message: 'Request not found' });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Request not found', { toastId: 'Request not found' });
  });

  it('shows the empty text for both boxes, each with its next step on the feed', async () => {
    serve([], []);
    renderPage();
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/People who swipe Interested on you, team invites, requests to join your teams/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feed' })).toHaveAttribute('href', '/feed');
    await userEvent.click(screen.getByRole('button', { name: /^Sent/ }));
    expect(screen.getByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/your request waits here for their answer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feed' })).toHaveAttribute('href', '/feed');
  });

  it('draws request cards while the requests load, without loading text', async () => {
    vi.mocked(getRequests).mockReturnValue(new Promise(() => {}));
    vi.mocked(getInbox).mockReturnValue(new Promise(() => {}));
    renderPage();
    await waitFor(() => expectSkeleton('Loading your requests'));
  });

  it('toasts a failed load and loads again on Retry', async () => {
    serve([incoming], []);
    vi.mocked(getInbox).mockRejectedValueOnce(httpError(500));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Could not load your requests', { toastId: 'Could not load your requests' });
  });

  it('lists every kind of ask together, newest first, and counts them all', async () => {
    serve([], [], inboxItems.filter((i) => i.kind !== 'connection'));
    vi.mocked(getInbox).mockResolvedValue(inboxItems);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Received requests' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Invite to Byte Club', 'Tomás Ortega', 'Match me proposes a team at Hack Week', 'Priya Raman']);
    expect(within(cards[1]!).getByText(/Asks to join/)).toHaveTextContent('Asks to join Night Owls as Design');
    expect(within(cards[2]!).getByRole('list', { name: 'Proposed with' })).toHaveTextContent('Priya Raman · Frontend · accepted');
    expect(screen.getByRole('button', { name: 'Received (4)' })).toBeInTheDocument();
  });

  it('accepts an invite where it is listed: it leaves the list, and the team pages read again', async () => {
    serve([incoming], [], [inviteItem]);
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.teams.mine(), []);
    const invite = await screen.findByRole('article', { name: 'Invite to Byte Club' });
    expect(within(invite).getByRole('link', { name: 'Byte Club' })).toHaveAttribute('href', `/teams/${inviteItem.kind === 'invite' ? inviteItem.request.team._id : ''}`);
    await userEvent.click(within(invite).getByRole('button', { name: 'Accept' }));
    expect(answerTeamRequest).toHaveBeenCalledWith(inviteItem.kind === 'invite' ? inviteItem.request._id : '', 'accepted');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Invite to Byte Club' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.teams.mine())?.isInvalidated).toBe(true);
  });

  it('declines a proposal with No', async () => {
    serve([], [], [proposalItem]);
    renderPage();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Match me proposes a team at Hack Week' })).getByRole('button', { name: 'Decline' }));
    expect(answerProposal).toHaveBeenCalledWith(proposalItem.kind === 'proposal' ? proposalItem.proposal._id : '', 'no');
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });

  it('drops an ask answered elsewhere meanwhile (409), saying why', async () => {
    const { forget } = serve([], [], [inviteItem]);
    vi.mocked(answerTeamRequest).mockImplementationOnce(async (id) => {
      forget(id); // the owner withdrew it meanwhile
      throw httpError(409, { error: 'NOT_PENDING', message: 'This invite or join request is no longer open.' });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('This invite or join request is no longer open.', { toastId: 'This invite or join request is no longer open.' });
  });
});
