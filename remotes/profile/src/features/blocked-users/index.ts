// The people the user blocked, on /settings, each with Unblock.
export { BlockedUsersSettings } from './components/blocked-users-settings';
export { blockedUsersQueryKey } from './hooks/use-blocked-users';
