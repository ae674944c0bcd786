// The own privacy settings of the live layer (presence, read receipts), on /profile.
export { PrivacySettingsCard } from './components/privacy-settings-card';
