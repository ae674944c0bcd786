import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts/constants';
import type { NotificationSettings as Stored } from '@hackmate/shared/contracts';
import { expectSkeleton, renderWithProviders } from '@hackmate/shared/testing';
import { getNotificationSettings, saveNotificationSettings } from '../api/notification-settings';
import { NotificationSettings } from './notification-settings';

vi.mock('../api/notification-settings', () => ({ getNotificationSettings: vi.fn(), saveNotificationSettings: vi.fn() }));

const saved: Stored = { ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'Europe/Berlin' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getNotificationSettings).mockResolvedValue(saved);
});

describe('NotificationSettings', () => {
  it('shows each kind\'s choice, the digest hour, quiet hours and the time zone as stored', async () => {
    renderWithProviders(<NotificationSettings />);
    expectSkeleton('Loading your notification settings');
    expect(await screen.findByRole('combobox', { name: 'Someone is interested in you: e-mail' })).toHaveValue('instant');
    expect(screen.getByRole('combobox', { name: 'Someone is interested in you: browser notification' })).toHaveValue('instant');
    expect(screen.getByRole('combobox', { name: 'Daily digest at' })).toHaveValue('18');
    expect(screen.getByRole('checkbox', { name: /Quiet hours/ })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('to')).toHaveValue('08:00');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  });

  it('saves every choice together, says Saving… then Saved', async () => {
    let answer: (s: Stored) => void = () => {};
    vi.mocked(saveNotificationSettings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<NotificationSettings />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Messages you have not read: e-mail' }), 'digest');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Messages you have not read: browser notification' }), 'off');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team invites, join requests and their answers: e-mail' }), 'off');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Daily digest at' }), '7');
    await userEvent.click(screen.getByRole('checkbox', { name: /Quiet hours/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    const sent = { ...saved, channels: { email: { ...saved.channels.email, message: 'digest', team: 'off' }, push: { ...saved.channels.push, message: 'off' } }, digestHour: 7, quietHours: null };
    expect(saveNotificationSettings).toHaveBeenCalledWith(sent);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await act(async () => answer(sent as Stored));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });

  it('starts from the browser\'s time zone while the stored one is the default', async () => {
    vi.mocked(getNotificationSettings).mockResolvedValue(DEFAULT_NOTIFICATION_SETTINGS);
    renderWithProviders(<NotificationSettings />);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it('says when saving failed, keeping the choices on screen', async () => {
    vi.mocked(saveNotificationSettings).mockRejectedValue(new Error('offline'));
    renderWithProviders(<NotificationSettings />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'A match or an accepted request: e-mail' }), 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your settings. Please try again.');
    expect(screen.getByRole('combobox', { name: 'A match or an accepted request: e-mail' })).toHaveValue('off');
  });

  it('says when the settings cannot be read, and Retry reads them again', async () => {
    vi.mocked(getNotificationSettings).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notification settings could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  });
});
