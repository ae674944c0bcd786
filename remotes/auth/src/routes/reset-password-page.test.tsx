import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hackmate/shared/validation';
import { checkResetLink } from '../features/password-reset/api/check-reset-link';
import { resetPassword } from '../features/password-reset/api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('../features/password-reset/api/reset-password', () => ({ resetPassword: vi.fn() }));
vi.mock('../features/password-reset/api/check-reset-link', () => ({ checkResetLink: vi.fn() }));

beforeEach(() => vi.mocked(checkResetLink).mockResolvedValue({ valid: true }));
afterEach(() => vi.clearAllMocks());

function openLink() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/reset-password/:id/:token" element={<ResetPasswordPage />} />
        <Route path="/signin" element={<p>sign-in screen</p>} />
        <Route path="/forgot-password" element={<p>forgot-password screen</p>} />
      </Routes>
      <ToastContainer />
    </>,
    { route: '/reset-password/user-1/tok-en_1' },
  );
}

describe('opening the link', () => {
  it('says at once when the link has expired or was used, and leads to a new one', async () => {
    vi.mocked(checkResetLink).mockResolvedValue({ valid: false });
    openLink();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeInTheDocument();
    expect(checkResetLink).toHaveBeenCalledWith('user-1', 'tok-en_1');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(screen.getByText('forgot-password screen')).toBeInTheDocument();
  });

  it('offers the password form for a live link, ready once checked', async () => {
    openLink();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled());
    expect(screen.queryByText('This link has expired or was already used')).not.toBeInTheDocument();
  });

  it('still offers the form when the check cannot be made', async () => {
    vi.mocked(checkResetLink).mockRejectedValueOnce(httpError(429, { error: 'RATE_LIMITED', message: 'Too many attempts' }));
    openLink();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled());
  });
});

describe('reset password', () => {
  async function reset(password: string) {
    openLink();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('changes the password with the id and token of the link, then goes to sign-in', async () => {
    vi.mocked(resetPassword).mockResolvedValue({ message: 'Password updated' });
    await reset('Fresh#Start9');
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('Password changed! Sign in with new password')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith('user-1', 'tok-en_1', 'Fresh#Start9');
  });

  it('maps a refused link to the spec text and still goes to sign-in', async () => {
    vi.mocked(resetPassword).mockRejectedValue(httpError(400, { error: 'INVALID_TOKEN', message: 'Failure' }));
    await reset('Fresh#Start9');
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('An error occured :(')).toBeInTheDocument();
  });

  it('keeps the person on the page when the new password breaks the rule', async () => {
    await reset('weak');
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
