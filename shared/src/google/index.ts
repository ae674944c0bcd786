// A fresh Google sign-in (Firebase popup) for the remotes that need one: sign-in, and confirming
// an account deletion. Firebase loads only when it is called.
export { getGoogleIdentity, type FirebaseSettings, type GoogleIdentity } from './google-identity';
