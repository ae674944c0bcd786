import { LoadState } from '../../load-state';
import { useNotificationSettings } from '../hooks/use-notification-settings';
import { browserTimeZone, NotificationForm } from './notification-form';
import { PushThisBrowser } from './push-this-browser';

/** The "Notifications" section of /settings. */
export function NotificationSettings() {
  const { settings, save, submit } = useNotificationSettings();
  return (
    <>
      <PushThisBrowser />
      <LoadState loadable={settings} loading="Loading your notification settings" failed="Your notification settings could not be loaded.">
      {(shown) => <NotificationForm settings={shown} save={save} onSubmit={submit} browserTimeZone={browserTimeZone()} />}
      </LoadState>
    </>
  );
}
