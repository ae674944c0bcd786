import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@hackmate/shared/router';
import { RequireAuth } from '@hackmate/shared/ui';
import { BlockedUsersSettings } from '../features/blocked-users';
import { DataExportSettings } from '../features/data-export';
import { DeleteAccountSettings } from '../features/delete-account';
import { NotificationSettings } from '../features/notifications';
import { useOwnProfile } from '../features/own-profile';
import { PasswordSettings } from '../features/password';
import { PrivacySettings } from '../features/privacy';
import { SessionsSettings } from '../features/sessions';
import './settings-page.css';

function SettingsSection({ id, title, children, danger }: { id: string; title: string; children: ReactNode; danger?: boolean }) {
  return (
    <section id={id} className="hm-card hm-settings-section" data-danger={danger || undefined} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Settings() {
  const { profile } = useOwnProfile();
  const { hash } = useLocation();

  // Links like /settings#privacy: the sections are drawn now, so the browser's own jump found nothing.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className="hm-settings-page">
      <h1>Settings</h1>
      <SettingsSection id="sessions" title="Sessions">
        <SessionsSettings />
      </SettingsSection>
      <SettingsSection id="password" title="Password">
        <PasswordSettings />
      </SettingsSection>
      <SettingsSection id="notifications" title="Notifications">
        <NotificationSettings />
      </SettingsSection>
      <SettingsSection id="privacy" title="Privacy">
        <PrivacySettings />
      </SettingsSection>
      <SettingsSection id="blocked" title="Blocked people">
        <BlockedUsersSettings />
      </SettingsSection>
      <SettingsSection id="your-data" title="Your data">
        <DataExportSettings />
      </SettingsSection>
      <SettingsSection id="delete-account" title="Delete account" danger>
        <DeleteAccountSettings userName={profile?.userName ?? null} />
      </SettingsSection>
    </div>
  );
}

/** /settings: the account's sessions, password, notifications, privacy, blocked people, data export and deletion; protected. */
export function SettingsPage() {
  return (
    <RequireAuth>
      <Settings />
    </RequireAuth>
  );
}
