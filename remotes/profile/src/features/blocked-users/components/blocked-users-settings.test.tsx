import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockedUser } from '@hackmate/shared/contracts';
import { queryKeys } from '@hackmate/shared/query';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { getBlockedUsers } from '../api/get-blocked-users';
import { unblockUser } from '../api/unblock-user';
import { BlockedUsersSettings } from './blocked-users-settings';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/get-blocked-users', () => ({ getBlockedUsers: vi.fn() }));
vi.mock('../api/unblock-user', () => ({ unblockUser: vi.fn() }));

const bob: BlockedUser = { _id: 'u2', fullName: 'Bob Builder', userName: 'bob', profileUrl: '', blockedAt: '2025-04-01T10:00:00.000Z' };
const eve: BlockedUser = { _id: 'u3', fullName: 'Eve Dropper', userName: 'eve', profileUrl: '', blockedAt: '2025-03-01T10:00:00.000Z' };

const row = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getBlockedUsers).mockResolvedValue([bob, eve]);
});

describe('BlockedUsersSettings', () => {
  it('lists the people blocked, each with Unblock', async () => {
    renderWithProviders(<BlockedUsersSettings />);
    expectSkeleton('Loading the people you blocked');
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(row('Bob Builder')).getByText('@bob')).toBeInTheDocument();
    expect(within(row('Bob Builder')).getByRole('button', { name: 'Unblock' })).toHaveAccessibleDescription(/Bob Builder/);
  });

  it("says so when nobody is blocked", async () => {
    vi.mocked(getBlockedUsers).mockResolvedValue([]);
    renderWithProviders(<BlockedUsersSettings />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('unblocks, says so, and refreshes the list, the feed and their profile', async () => {
    let answer: () => void = () => {};
    vi.mocked(unblockUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderWithProviders(<BlockedUsersSettings />);
    queryClient.setQueryData(queryKeys.feed.page({}), []);
    queryClient.setQueryData(queryKeys.profile.user('u2'), {});
    const user = userEvent.setup();
    await user.click(within(await screen.findByText('Bob Builder').then((el) => el.closest('li')!)).getByRole('button', { name: 'Unblock' }));
    expect(unblockUser).toHaveBeenCalledWith('u2');
    expect(within(row('Bob Builder')).getByRole('button', { name: 'Unblocking…' })).toBeDisabled();
    expect(within(row('Eve Dropper')).getByRole('button', { name: 'Unblock' })).toBeDisabled();
    vi.mocked(getBlockedUsers).mockResolvedValue([eve]);
    await act(async () => answer());
    expect(toast.success).toHaveBeenCalledWith('Bob Builder is unblocked');
    await waitFor(() => expect(screen.queryByText('Bob Builder')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(queryKeys.feed.page({}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.profile.user('u2'))?.isInvalidated).toBe(true);
  });

  it('toasts a failed unblock and keeps the person listed', async () => {
    vi.mocked(unblockUser).mockRejectedValue(httpError(500));
    renderWithProviders(<BlockedUsersSettings />);
    await userEvent.click(within(await screen.findByText('Bob Builder').then((el) => el.closest('li')!)).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not unblock. Please try again.', expect.anything()));
    expect(within(row('Bob Builder')).getByRole('button', { name: 'Unblock' })).toBeEnabled();
  });

  it('says when the list cannot be read, and Retry reads it again', async () => {
    vi.mocked(getBlockedUsers).mockRejectedValueOnce(httpError(500));
    renderWithProviders(<BlockedUsersSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The people you blocked could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Eve Dropper')).toBeInTheDocument();
  });
});
