// Deleting the own account from /settings: the username typed out, then the password.
export { DeleteAccountSettings, type DeleteAccountSettingsProps } from './components/delete-account-settings';
