import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@hackmate/shared/query';
import { MESSAGES } from '@hackmate/shared/validation';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { changePassword } from '../api/change-password';
import { PasswordSettings } from './password-settings';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/change-password', () => ({ changePassword: vi.fn() }));

const field = (name: string) => screen.getByLabelText(name);

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeated = next) {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Repeat new password'), repeated);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => vi.clearAllMocks());

describe('PasswordSettings', () => {
  it('changes the password, says so, empties the fields and reads the sessions again', async () => {
    let answer: () => void = () => {};
    vi.mocked(changePassword).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderWithProviders(<PasswordSettings />);
    queryClient.setQueryData(queryKeys.settings.sessions(), []);
    const user = userEvent.setup();
    await fill(user, 'Old#pass1', 'New#pass22');
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'Old#pass1', newPassword: 'New#pass22' });
    expect(screen.getByRole('button', { name: 'Changing…' })).toBeDisabled();
    await act(async () => answer());
    expect(toast.success).toHaveBeenCalledWith('Password changed. Your other sessions were signed out.');
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
    expect(queryClient.getQueryState(queryKeys.settings.sessions())?.isInvalidated).toBe(true);
  });

  it('checks the new password against the rule before asking the server', async () => {
    renderWithProviders(<PasswordSettings />);
    const user = userEvent.setup();
    await fill(user, 'Old#pass1', 'weak');
    expect(changePassword).not.toHaveBeenCalled();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.passwordRule));
  });

  it('says when the two new passwords differ', async () => {
    renderWithProviders(<PasswordSettings />);
    const user = userEvent.setup();
    await fill(user, 'Old#pass1', 'New#pass22', 'New#pass23');
    expect(changePassword).not.toHaveBeenCalled();
    expect(field('Repeat new password')).toHaveAccessibleDescription('The two new passwords are not the same.');
  });

  it("shows the server's refusal of the current password beside it, until it is edited", async () => {
    vi.mocked(changePassword).mockRejectedValue(httpError(403, { error: 'WRONG_PASSWORD', message: 'Your current password is not correct.' }));
    renderWithProviders(<PasswordSettings />);
    const user = userEvent.setup();
    await fill(user, 'Wrong#pass1', 'New#pass22');
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
    await user.type(field('Current password'), 'x');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal of a common new password beside it", async () => {
    const message = 'This password is too common.';
    vi.mocked(changePassword).mockRejectedValue(httpError(400, { error: 'VALIDATION', message, details: { newPassword: message } }));
    renderWithProviders(<PasswordSettings />);
    await fill(userEvent.setup(), 'Old#pass1', 'Password#1');
    await waitFor(() => expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it('explains that an account signing in with Google has no password', async () => {
    const message = 'Your account signs in with Google, so it has no password to change.';
    vi.mocked(changePassword).mockRejectedValue(httpError(400, { error: 'NO_PASSWORD', message }));
    renderWithProviders(<PasswordSettings />);
    await fill(userEvent.setup(), 'anything', 'New#pass22');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
