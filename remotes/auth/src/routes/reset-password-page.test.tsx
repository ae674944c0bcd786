import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hackmate/shared/validation';
import { resetPassword } from '../features/password-reset/api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('../features/password-reset/api/reset-password', () => ({ resetPassword: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('reset password', () => {
  async function reset(password: string) {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/reset-password/:id/:token" element={<ResetPasswordPage />} />
          <Route path="/signin" element={<p>sign-in screen</p>} />
        </Routes>
        <ToastContainer />
      </>,
      { route: '/reset-password/user-1/tok-en_1' },
    );
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
