// The people the user blocked, on /settings, each with Unblock.
export { BlockedUsersSettings } from './components/blocked-users-settings';
