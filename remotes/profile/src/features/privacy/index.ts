// The own privacy settings of the live layer (presence, read receipts), on /settings.
export { PrivacySettings } from './components/privacy-settings';
