import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@hackmate/shared/contracts';
import { $signedIn, setSignedIn } from '@hackmate/shared/stores';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import { getSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';
import { SessionsSettings } from './sessions-settings';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/get-sessions', () => ({ getSessions: vi.fn() }));
vi.mock('../api/sign-out-session', () => ({ signOutSession: vi.fn() }));
vi.mock('../api/sign-out-other-sessions', () => ({ signOutOtherSessions: vi.fn() }));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();
const here: AccountSession = { _id: 's1', browser: 'Chrome on Linux', createdAt: minutesAgo(600), lastUsedAt: minutesAgo(0), current: true };
const phone: AccountSession = { _id: 's2', browser: 'Safari on iOS', createdAt: minutesAgo(900), lastUsedAt: minutesAgo(5), current: false };
const laptop: AccountSession = { _id: 's3', browser: 'Firefox on Windows', createdAt: minutesAgo(9000), lastUsedAt: minutesAgo(3 * 60), current: false };

function setup() {
  renderWithProviders(
    <Routes>
      <Route path="/settings" element={<SessionsSettings />} />
      <Route path="/" element={<p>landing</p>} />
    </Routes>,
    { route: '/settings' },
  );
  return userEvent.setup();
}

const row = (browser: string) => screen.getByText(browser).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  setSignedIn(true);
  vi.mocked(getSessions).mockResolvedValue([here, phone, laptop]);
});

describe('SessionsSettings', () => {
  it('lists the sessions with how long ago each was used, this one marked', async () => {
    setup();
    expectSkeleton('Loading your sessions');
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row('Chrome on Linux')).getByText('This device')).toBeInTheDocument();
    expect(within(row('Chrome on Linux')).getByText('Last used just now')).toBeInTheDocument();
    expect(within(row('Safari on iOS')).getByText('Last used 5 min ago')).toBeInTheDocument();
    expect(within(row('Safari on iOS')).queryByText('This device')).not.toBeInTheDocument();
    expect(within(row('Firefox on Windows')).getByText('Last used 3 h ago')).toBeInTheDocument();
    expect(within(row('Safari on iOS')).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(/Safari on iOS/);
  });

  it("signs another browser out, says so, and reads the list again", async () => {
    let answer: () => void = () => {};
    vi.mocked(signOutSession).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = setup();
    await screen.findByText('Safari on iOS');
    await user.click(within(row('Safari on iOS')).getByRole('button', { name: 'Sign out' }));
    expect(signOutSession).toHaveBeenCalledWith('s2');
    expect(within(row('Safari on iOS')).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(within(row('Firefox on Windows')).getByRole('button', { name: 'Sign out' })).toBeDisabled();
    vi.mocked(getSessions).mockResolvedValue([here, laptop]);
    await act(async () => answer());
    expect(toast.success).toHaveBeenCalledWith('Signed out of Safari on iOS');
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect($signedIn.get()).toBe(true);
  });

  it('signing this browser out signs the tab out and opens the landing page', async () => {
    vi.mocked(signOutSession).mockResolvedValue();
    const user = setup();
    await user.click(within(await screen.findByText('Chrome on Linux').then((el) => el.closest('li')!)).getByRole('button', { name: 'Sign out' }));
    expect(signOutSession).toHaveBeenCalledWith('s1');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect($signedIn.get()).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('You signed out');
  });

  it('asks before signing out every other session; Cancel leaves them', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(signOutOtherSessions).not.toHaveBeenCalled();
  });

  it('signs out every other session once confirmed, then shows only this one', async () => {
    let answer: () => void = () => {};
    vi.mocked(signOutOtherSessions).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    await user.click(screen.getByRole('button', { name: 'Sign out others' }));
    expect(signOutOtherSessions).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    vi.mocked(getSessions).mockResolvedValue([here]);
    await act(async () => answer());
    expect(toast.success).toHaveBeenCalledWith('Signed out of all other sessions');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No other browser is signed in to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it('toasts a failed sign-out and keeps the session listed', async () => {
    vi.mocked(signOutOtherSessions).mockRejectedValue(httpError(500));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    await user.click(screen.getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not sign the other sessions out. Please try again.', expect.anything()));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
  });

  it('says when the sessions cannot be read, and Retry reads them again', async () => {
    vi.mocked(getSessions).mockRejectedValueOnce(httpError(500));
    const user = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
  });
});
