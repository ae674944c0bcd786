import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $signedIn, $user, setSignedIn, setUser } from '@hackmate/shared/stores';
import { getGoogleIdentity } from '@hackmate/shared/google';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { deleteAccount } from '../api/delete-account';
import { DeleteAccountSettings } from './delete-account-settings';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/delete-account', () => ({ deleteAccount: vi.fn() }));
vi.mock('@hackmate/shared/google', () => ({ getGoogleIdentity: vi.fn() }));

function setup(userName: string | null = 'ada.l') {
  renderWithProviders(
    <Routes>
      <Route path="/settings" element={<DeleteAccountSettings userName={userName} />} />
      <Route path="/" element={<p>landing</p>} />
    </Routes>,
    { route: '/settings' },
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

beforeEach(() => {
  vi.clearAllMocks();
  setSignedIn(true);
  setUser({ _id: 'u1', userName: 'ada.l' });
});

describe('DeleteAccountSettings', () => {
  it('offers Delete only once the username is typed exactly', async () => {
    const user = setup();
    const dialog = await openDialog(user);
    const typed = within(dialog).getByLabelText('Type your username, ada.l, to confirm');
    expect(typed).toHaveFocus();
    const remove = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(remove).toBeDisabled();
    await user.type(typed, 'Ada.l');
    expect(remove).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'ada.l');
    expect(remove).toBeEnabled();
  });

  it('deletes with the password, signs the tab out and opens the landing page', async () => {
    let answer: () => void = () => {};
    vi.mocked(deleteAccount).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ada.l');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng#pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'Str0ng#pass' });
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Your account was deleted');
    expect($signedIn.get()).toBe(false);
    expect($user.get()).toEqual({});
  });

  it('shows a wrong password under the field and keeps the dialog open', async () => {
    const message = 'That password is not correct. Your account was not deleted.';
    vi.mocked(deleteAccount).mockRejectedValue(httpError(403, { error: 'WRONG_PASSWORD', message }));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ada.l');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.keyboard('{Enter}');
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(message));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect($signedIn.get()).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends no password when none is typed, and shows what the server asks for instead (Google accounts)", async () => {
    const message = 'Sign in with Google again to confirm that you want to delete your account.';
    vi.mocked(deleteAccount).mockRejectedValue(httpError(400, { error: 'GOOGLE_CONFIRMATION_REQUIRED', message }));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ada.l');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(deleteAccount).toHaveBeenCalledWith({});
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('Escape closes the dialog, forgets what was typed and gives the focus back', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText(/Type your username/), 'ada');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account…' })).toHaveFocus();
    await openDialog(user);
    expect(screen.getByLabelText(/Type your username/)).toHaveValue('');
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('keeps the focus inside the dialog', async () => {
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your username/), 'ada.l');
    await user.tab();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText(/Type your username/)).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveFocus();
  });

  it('waits for the username before offering the dialog', () => {
    setup(null);
    expect(screen.getByRole('button', { name: 'Delete account…' })).toBeDisabled();
  });

  describe('an account made with Google', () => {
    const FIREBASE = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-hackmate' };
    beforeEach(() => {
      window.__HACKMATE__ = { apiBase: '/api', firebase: FIREBASE };
      resetRuntimeConfigCache();
    });
    afterEach(() => {
      delete window.__HACKMATE__;
      resetRuntimeConfigCache();
    });

    it('confirms with a fresh Google sign-in instead of a password', async () => {
      vi.mocked(getGoogleIdentity).mockResolvedValue({ idToken: 'fresh-google-token', uid: 'g1', displayName: 'Ada', email: 'ada@gmail.test' });
      vi.mocked(deleteAccount).mockResolvedValue();
      const user = setup();
      const dialog = await openDialog(user);
      const google = within(dialog).getByRole('button', { name: 'Signed up with Google? Confirm with Google' });
      expect(google).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Type your username/), 'ada.l');
      await user.click(google);
      expect(await screen.findByText('landing')).toBeInTheDocument();
      expect(getGoogleIdentity).toHaveBeenCalledWith(FIREBASE);
      expect(deleteAccount).toHaveBeenCalledWith({ idToken: 'fresh-google-token' });
    });
  });
});
