import type { RuntimeConfig } from '../runtime-config';

export type FirebaseSettings = NonNullable<RuntimeConfig['firebase']>;

export interface GoogleIdentity {
  idToken: string;
  uid: string;
  displayName: string;
  email: string;
}

const APP_NAME = 'hackmate-google';

/**
 * Opens Google's sign-in popup through Firebase and returns a fresh ID token.
 * The SDK is imported here, on demand, so it never weighs on pages that don't use it.
 */
export async function getGoogleIdentity(settings: FirebaseSettings): Promise<GoogleIdentity> {
  const [{ getApps, initializeApp }, { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithPopup, signOut }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId }, APP_NAME);
  const auth = getAuth(app);
  if (settings.emulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${settings.emulatorHost}`, { disableWarnings: true });
  }
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
  const idToken = await user.getIdToken();
  const identity = { idToken, uid: user.uid, displayName: user.displayName ?? '', email: user.email ?? '' };
  // Our session is the server's cookie; a lingering Firebase session would only let the
  // next person at this browser skip Google's account chooser.
  await signOut(auth);
  return identity;
}
