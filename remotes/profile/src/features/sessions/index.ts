// The account's signed-in sessions on /settings: listed, signed out one by one or all but this one.
export { SessionsSettings } from './components/sessions-settings';
