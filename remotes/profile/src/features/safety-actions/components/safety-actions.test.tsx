import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@hackmate/shared/query';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { blockUser } from '../api/block-user';
import { createReport } from '../api/create-report';
import { SafetyActions } from './safety-actions';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/block-user', () => ({ blockUser: vi.fn() }));
vi.mock('../api/create-report', () => ({ createReport: vi.fn() }));

const grace = { _id: 'g1', fullName: 'Grace Hopper' };
const LISTS = [queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.page({}), queryKeys.requests.box('received'), queryKeys.settings.blocked()];

/** Grace's profile, opened from the events (Back leads there), or as the visit's first page. */
function setup(cameFrom: string | null = '/events') {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/profile/user/g1" element={<SafetyActions person={grace} />} />
      <Route path="/events" element={<p>events page</p>} />
      <Route path="/feed" element={<p>feed page</p>} />
    </Routes>,
    { route: '/profile/user/g1', cameFrom: cameFrom ?? undefined },
  );
  const { queryClient } = rendered;
  for (const key of LISTS) queryClient.setQueryData(key, []);
  queryClient.setQueryData(queryKeys.profile.user('g1'), { _id: 'g1' });
  queryClient.setQueryData(queryKeys.history('g1'), { pages: [] });
  return { user: userEvent.setup(), queryClient };
}

beforeEach(() => vi.clearAllMocks());

describe('SafetyActions: Block', () => {
  it('asks first, saying what blocking does; Cancel (focused) changes nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Grace Hopper?' });
    expect(dialog).toHaveAccessibleDescription(
      "They won't see you or be able to message you, and they won't be told. You can unblock them in Settings.",
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(blockUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
  });

  it('blocks, says so, goes back where the person came from and refreshes every list they were in', async () => {
    let answer: () => void = () => {};
    vi.mocked(blockUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, queryClient } = setup();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(blockUser).toHaveBeenCalledWith('g1');
    expect(screen.getByRole('button', { name: 'Blocking…' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('events page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Grace Hopper is blocked');
    for (const key of LISTS) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    // Their profile and chat are not kept to be shown again.
    expect(queryClient.getQueryData(queryKeys.profile.user('g1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.history('g1'))).toBeUndefined();
  });

  it('lands on the feed after a block when the profile was the first page of the visit', async () => {
    vi.mocked(blockUser).mockResolvedValue(undefined);
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('feed page')).toBeInTheDocument();
  });

  it('toasts a failed block and stays', async () => {
    vi.mocked(blockUser).mockRejectedValue(httpError(500));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not block Grace Hopper. Please try again.', expect.anything()));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' })).toBeEnabled();
    expect(screen.queryByText('events page')).not.toBeInTheDocument();
  });
});

describe('SafetyActions: Report', () => {
  async function openReport(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Report' }));
    return screen.getByRole('dialog', { name: 'Report Grace Hopper' });
  }

  it('sends the reason and details, thanks and closes', async () => {
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2025-04-01T10:00:00.000Z' });
    const { user, queryClient } = setup();
    const dialog = await openReport(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), '  Photos are of someone else ');
    await user.click(submit);
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'user', id: 'g1' }, reason: 'fake-profile', details: 'Photos are of someone else' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Thanks — we'll review your report");
    expect(queryClient.getQueryState(queryKeys.connections())?.isInvalidated).toBe(false);
  });

  it('also blocks when asked, and then leaves like Block', async () => {
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2025-04-01T10:00:00.000Z' });
    const { user, queryClient } = setup();
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also block Grace Hopper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'user', id: 'g1' }, reason: 'harassment', block: true });
    expect(await screen.findByText('events page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Thanks — we'll review your report");
    expect(toast.success).toHaveBeenCalledWith('Grace Hopper is blocked');
    expect(queryClient.getQueryState(queryKeys.connections())?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal in the dialog, not as a toast, until something changes", async () => {
    vi.mocked(createReport).mockRejectedValue(httpError(409, { error: 'ALREADY_REPORTED', message: 'You already reported this' }));
    const { user } = setup();
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts on the first reason, and Escape closes without sending', async () => {
    const { user } = setup();
    const dialog = await openReport(user);
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createReport).not.toHaveBeenCalled();
  });
});
