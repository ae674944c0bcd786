// Block and Report on someone else's profile: each asks in a dialog, then leaves or thanks.
export { SafetyActions } from './components/safety-actions';
