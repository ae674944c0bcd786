import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@hackmate/shared/query';
import { expectSkeleton, renderWithProviders } from '@hackmate/shared/testing';
import type { PrivacySettings as StoredSettings } from '@hackmate/shared/types';
import { getPrivacySettings } from '../api/get-privacy-settings';
import { updatePrivacySettings } from '../api/update-privacy-settings';
import { PrivacySettings } from './privacy-settings';

vi.mock('../api/get-privacy-settings', () => ({ getPrivacySettings: vi.fn() }));
vi.mock('../api/update-privacy-settings', () => ({ updatePrivacySettings: vi.fn() }));

const bothOn: StoredSettings = { showPresence: true, readReceipts: true };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getPrivacySettings).mockResolvedValue(bothOn);
});

describe('PrivacySettings', () => {
  it('shows both switches as stored, with what read receipts mean both ways', async () => {
    renderWithProviders(<PrivacySettings />);
    expectSkeleton('Loading your privacy settings');
    const presence = await screen.findByRole('switch', { name: "Show when I'm online" });
    expect(presence).toBeChecked();
    const receipts = screen.getByRole('switch', { name: 'Send read receipts' });
    expect(receipts).toBeChecked();
    expect(receipts).toHaveAccessibleDescription(/Turned off, you also stop seeing when they have read yours/);
  });

  it('saves a switch at once, says Saved, and keeps the server\'s answer', async () => {
    let answer: (s: StoredSettings) => void = () => {};
    vi.mocked(updatePrivacySettings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderWithProviders(<PrivacySettings />);
    const receipts = await screen.findByRole('switch', { name: 'Send read receipts' });
    await userEvent.click(receipts);
    expect(updatePrivacySettings).toHaveBeenCalledWith({ readReceipts: false });
    // Shown as asked while it saves.
    expect(receipts).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await act(async () => answer({ showPresence: true, readReceipts: false }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(receipts).not.toBeChecked();
    expect(queryClient.getQueryData(queryKeys.settings.privacy())).toEqual({ showPresence: true, readReceipts: false });
  });

  it('flips back and says so when the save fails', async () => {
    vi.mocked(updatePrivacySettings).mockRejectedValue(new Error('offline'));
    renderWithProviders(<PrivacySettings />);
    const presence = await screen.findByRole('switch', { name: "Show when I'm online" });
    await userEvent.click(presence);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your change. Please try again.');
    expect(presence).toBeChecked();
  });

  it('says when the settings cannot be read, and Retry reads them again', async () => {
    vi.mocked(getPrivacySettings).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<PrivacySettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your privacy settings could not be loaded.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: "Show when I'm online" })).toBeChecked();
  });
});
