import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { httpError } from '../../../test/http-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hackmate/shared/validation';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('../api/forgot-password', () => ({ forgotPassword: vi.fn() }));
vi.mock('../api/reset-password', () => ({ resetPassword: vi.fn() }));

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:id/:token" element={<ResetPasswordPage />} />
        <Route path="/signin" element={<p>sign-in screen</p>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('forgot password', () => {
  async function requestLink(email: string) {
    renderAt('/forgot-password');
    if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  }

  it('confirms the mail was sent', async () => {
    vi.mocked(forgotPassword).mockResolvedValue({ message: 'Email sent' });
    await requestLink('ada@example.com');
    expect(await screen.findByText('Email sent!')).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith('ada@example.com');
  });

  it.each(['User doesnt exist', 'Failure'])('maps the server message %j to the spec text', async (message) => {
    vi.mocked(forgotPassword).mockRejectedValue(httpError(404, { error: 'NOT_FOUND', message }));
    await requestLink('nobody@example.com');
    expect(await screen.findByText("User with this email doesn't exist")).toBeInTheDocument();
    expect(screen.queryByText('Email sent!')).not.toBeInTheDocument();
  });

  it('says when there were too many attempts instead of claiming the mail went out', async () => {
    vi.mocked(forgotPassword).mockRejectedValue(httpError(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many attempts, try again later' }));
    await requestLink('ada@example.com');
    expect(await screen.findByText('Too many attempts, try again later')).toBeInTheDocument();
  });

  it('requires an e-mail address', async () => {
    await requestLink('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(forgotPassword).not.toHaveBeenCalled();
  });
});

describe('reset password', () => {
  async function reset(password: string) {
    renderAt('/reset-password/user-1/tok-en_1');
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
