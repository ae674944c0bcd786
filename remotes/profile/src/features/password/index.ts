// Changing the own password on /settings (the current one is asked; other sessions end).
export { PasswordSettings } from './components/password-settings';
