import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getConnections } from '../features/connections/api/get-connections';
import { removeConnection } from '../features/unmatch/api/remove-connection';
import { NO_CONNECTIONS_TEXT } from '../features/connections';
import { SAMPLE_USERS } from '../testing/sample-users';
import { ConnectionsPage } from './connections-page';

vi.mock('../features/connections/api/get-connections', () => ({ getConnections: vi.fn() }));
vi.mock('../features/unmatch/api/remove-connection', () => ({ removeConnection: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => {
  vi.mocked(getConnections).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.success).mockReset();
});

const renderPage = () => renderWithProviders(<ConnectionsPage />);

describe('ConnectionsPage', () => {
  it('links every connection to their profile and to a chat', async () => {
    vi.mocked(getConnections).mockResolvedValueOnce(SAMPLE_USERS);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your Connections' })).toBeInTheDocument();
    const profiles = await screen.findAllByRole('link', { name: 'View Profile' });
    const chats = screen.getAllByRole('link', { name: 'Start Chat' });
    expect(profiles.map((a) => a.getAttribute('href'))).toEqual(SAMPLE_USERS.map((u) => `/profile/user/${u._id}`));
    expect(chats.map((a) => a.getAttribute('href'))).toEqual(SAMPLE_USERS.map((u) => `/convos/${u._id}`));
  });

  it('takes a removed connection off the list once confirmed', async () => {
    vi.mocked(getConnections).mockResolvedValueOnce(SAMPLE_USERS).mockResolvedValue(SAMPLE_USERS.slice(1));
    vi.mocked(removeConnection).mockResolvedValueOnce();
    renderPage();
    const priya = await screen.findByRole('article', { name: 'Priya Raman' });
    await userEvent.click(within(priya).getByRole('button', { name: 'Remove connection' }));
    await userEvent.click(within(priya).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('article', { name: 'Tomás Ortega' });
    expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Priya Raman was removed from your connections');
  });

  it('says what to do when there are none: swipe on the feed', async () => {
    vi.mocked(getConnections).mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByText(NO_CONNECTIONS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/Swipe Interested on the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feed' })).toHaveAttribute('href', '/feed');
  });

  it('toasts a failed load once and loads again on Retry', async () => {
    vi.mocked(getConnections).mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(SAMPLE_USERS);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('link', { name: 'Start Chat' })).toHaveLength(SAMPLE_USERS.length);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Could not load your connections', { toastId: 'Could not load your connections' });
  });

  it('passes the abort signal on, so leaving the page cancels the load', async () => {
    vi.mocked(getConnections).mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = renderPage();
    await waitFor(() => expectSkeleton('Loading your connections'));
    const [{ signal }] = vi.mocked(getConnections).mock.calls[0] as [{ signal: AbortSignal }];
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
