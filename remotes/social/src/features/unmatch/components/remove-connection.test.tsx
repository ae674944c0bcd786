import { queryKeys } from '@hackmate/shared/query';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_USERS } from '../../../testing/sample-users';
import { removeConnection } from '../api/remove-connection';
import { RemoveConnection } from './remove-connection';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/remove-connection', () => ({ removeConnection: vi.fn() }));

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];
const QUESTION = 'Remove Priya Raman from your connections? Your chat stays as history.';

function setup() {
  const rendered = renderWithProviders(<RemoveConnection user={priya} />);
  const { queryClient } = rendered;
  queryClient.setQueryData(queryKeys.connections(), [priya, tomas]);
  queryClient.setQueryData(queryKeys.conversations(), []);
  queryClient.setQueryData(queryKeys.history(priya._id), { pages: [] });
  queryClient.setQueryData(queryKeys.feed.page({}), []);
  return { user: userEvent.setup(), queryClient };
}

beforeEach(() => vi.clearAllMocks());

describe('RemoveConnection', () => {
  it('asks in place first, with Cancel focused; Cancel and Escape give the button back', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove connection' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove connection' })).toHaveFocus();
    expect(removeConnection).not.toHaveBeenCalled();
  });

  it('ends the connection, says so, drops them from the list and refreshes their chat and the feed', async () => {
    let answer: () => void = () => {};
    vi.mocked(removeConnection).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, queryClient } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(removeConnection).toHaveBeenCalledWith(priya._id);
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer());
    expect(toast.success).toHaveBeenCalledWith('Priya Raman was removed from your connections');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.connections())).toEqual([tomas]));
    for (const key of [queryKeys.conversations(), queryKeys.history(priya._id), queryKeys.feed.page({})]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('toasts a failure and keeps the connection', async () => {
    vi.mocked(removeConnection).mockRejectedValue(httpError(500));
    const { user, queryClient } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not remove the connection. Please try again.', expect.anything()));
    expect(queryClient.getQueryData(queryKeys.connections())).toEqual([priya, tomas]);
    expect(screen.getByRole('button', { name: 'Remove connection' })).toBeEnabled();
  });

  it('drops a connection that had already ended elsewhere (404)', async () => {
    vi.mocked(removeConnection).mockRejectedValue(httpError(404, { error: 'NOT_CONNECTED', message: 'You are not connected' }));
    const { user, queryClient } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.connections())).toEqual([tomas]));
  });
});
