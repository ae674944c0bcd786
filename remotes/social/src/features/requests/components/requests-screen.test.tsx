import type { ConnectionRequest } from '@hackmate/shared/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_USERS } from '../../../lib/sample-users';
import { getRequests } from '../api/get-requests';
import { reviewRequest } from '../api/review-request';
import { NO_REQUESTS_TEXT, RequestsScreen } from './requests-screen';

vi.mock('../api/get-requests', () => ({ getRequests: vi.fn() }));
vi.mock('../api/review-request', () => ({ reviewRequest: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];
const me = { ...priya, _id: 'me', fullName: 'Me Myself', userName: 'me' };

const incoming: ConnectionRequest = { _id: 'r1', senderId: priya, receiverId: me, status: 'interested' };
const outgoing: ConnectionRequest = { _id: 'r2', senderId: me, receiverId: tomas, status: 'interested' };

function serve(received: ConnectionRequest[], sent: ConnectionRequest[]) {
  vi.mocked(getRequests).mockImplementation(async (box) => (box === 'received' ? received : sent));
}

/** What the API client rejects with for a 404 (axios recognises its errors by this flag). */
function notFound() {
  return Object.assign(new Error('Request failed with status code 404'), {
    isAxiosError: true,
    response: { status: 404, data: { error: 'NOT_FOUND', message: 'Request not found' } },
  });
}

beforeEach(() => {
  vi.mocked(reviewRequest).mockReset().mockResolvedValue(undefined);
  vi.mocked(toast.error).mockReset();
});

function renderScreen() {
  render(
    <MemoryRouter>
      <RequestsScreen />
    </MemoryRouter>,
  );
}

describe('RequestsScreen', () => {
  it('shows received requests first and sent ones after the toggle', async () => {
    serve([incoming], [outgoing]);
    renderScreen();
    expect(await screen.findByRole('link', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tomás Ortega' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Sent/ }));
    expect(screen.getByRole('link', { name: 'Tomás Ortega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('accepting removes the card and leaves the empty text', async () => {
    serve([incoming], []);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(reviewRequest).toHaveBeenCalledWith('accepted', 'r1');
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Received (0)' })).toBeInTheDocument();
  });

  it('withdrawing a sent request removes it', async () => {
    serve([], [outgoing]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^Sent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(reviewRequest).toHaveBeenCalledWith('withdraw', 'r2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tomás Ortega' })).not.toBeInTheDocument());
    expect(screen.getByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });

  it('keeps the card and toasts when the review fails', async () => {
    serve([incoming], []);
    vi.mocked(reviewRequest).mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not update the request'));
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('drops a request the server no longer knows', async () => {
    serve([incoming], []);
    vi.mocked(reviewRequest).mockRejectedValueOnce(notFound());
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Request not found');
  });

  it('shows the empty text for both boxes', async () => {
    serve([], []);
    renderScreen();
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Sent/ }));
    expect(screen.getByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });
});
