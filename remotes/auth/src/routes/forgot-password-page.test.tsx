import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPassword } from '../features/password-reset/api/forgot-password';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('../features/password-reset/api/forgot-password', () => ({ forgotPassword: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('forgot password', () => {
  async function requestLink(email: string) {
    renderWithProviders(
      <>
        <ForgotPasswordPage />
        <ToastContainer />
      </>,
    );
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
