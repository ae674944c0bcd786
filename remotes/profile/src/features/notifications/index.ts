// The own notification choices (e-mail per kind, digest hour, quiet hours, time zone), on /settings.
export { NotificationSettings } from './components/notification-settings';
