import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUser } from '@hackmate/shared/stores';
import { expectSkeleton, renderWithProviders } from '@hackmate/shared/testing';
import { getOwnProfile } from '../features/own-profile/api/get-own-profile';
import { SettingsPage } from './settings-page';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('@hackmate/shared/ui', async (original) => ({
  ...(await original<typeof import('@hackmate/shared/ui')>()),
  RequireAuth: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
// Each section has its own tests beside its feature; here they only wait.
vi.mock('../features/own-profile/api/get-own-profile', () => ({ getOwnProfile: vi.fn() }));
vi.mock('../features/sessions/api/get-sessions', () => ({ getSessions: () => new Promise(() => {}) }));
vi.mock('../features/notifications/api/notification-settings', () => ({ getNotificationSettings: () => new Promise(() => {}), saveNotificationSettings: vi.fn() }));
vi.mock('../features/privacy/api/get-privacy-settings', () => ({ getPrivacySettings: () => new Promise(() => {}) }));
vi.mock('../features/blocked-users/api/get-blocked-users', () => ({ getBlockedUsers: () => new Promise(() => {}) }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getOwnProfile).mockReturnValue(new Promise(() => {}));
});

describe('/settings', () => {
  it('is one page of named sections', () => {
    setUser({ _id: 'u1', userName: 'ada.l' });
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const names = screen.getAllByRole('region').map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(names).toEqual(['Sessions', 'Password', 'Notifications', 'Privacy', 'Blocked people', 'Your data', 'Delete account']);
    expectSkeleton('Loading your sessions', screen.getByRole('region', { name: 'Sessions' }));
    expect(within(screen.getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete account…' })).toBeEnabled();
  });

  it('scrolls to the section a link names, e.g. /settings#privacy from the profile page', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    onTestFinished(() => void (Element.prototype.scrollIntoView = original));
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderWithProviders(<SettingsPage />, { route: '/settings#privacy' });
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Privacy' })]);
  });

  it('waits for the username before deletion can be asked for', () => {
    setUser({});
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByRole('button', { name: 'Delete account…' })).toBeDisabled();
  });
});
