import { randomUUID } from 'node:crypto';
import { globalPlugin } from '../lib/plugin';

export interface GoogleIdentity {
  uid: string;
  email: string;
  name: string | null;
  /** When the person last signed in with Google (epoch seconds): how fresh a confirmation is. */
  authTime: number;
}

export interface GoogleVerifier {
  /** The identity a Firebase ID token proves, or null if it does not verify. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when FIREBASE_PROJECT_ID is not set: Google sign-in is off. */
    googleVerifier: GoogleVerifier | null;
  }
}

interface FirebaseOptions {
  projectId: string | null;
  emulatorHost: string | null;
  isProduction: boolean;
}

/**
 * Verifies Firebase ID tokens with firebase-admin (signature, audience, issuer, expiry).
 * The SDK is loaded only when Google sign-in is configured.
 */
export const firebasePlugin = globalPlugin<FirebaseOptions>('hackmate-firebase', async (app, { projectId, emulatorHost, isProduction }) => {
  if (!projectId) {
    app.decorate('googleVerifier', null);
    return;
  }
  // firebase-admin reads this variable on every verification and then accepts the emulator's
  // unsigned tokens, so the validated config, not whatever the shell inherited, decides.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost && isProduction) {
    app.log.warn('FIREBASE_AUTH_EMULATOR_HOST is set: Google sign-in accepts emulator tokens. Never do this on a public server.');
  }

  const [{ deleteApp, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  // A unique name: several apps (tests) may live in one process.
  const firebaseApp = initializeApp({ projectId }, `hackmate-${randomUUID()}`);
  const auth = getAuth(firebaseApp);
  app.addHook('onClose', async () => {
    await deleteApp(firebaseApp);
  });

  app.decorate('googleVerifier', {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        // An unverified address could belong to someone else, and it may join an existing account.
        if (!decoded.email || decoded.email_verified !== true) return null;
        return { uid: decoded.uid, email: decoded.email.toLowerCase(), name: (decoded.name as string | undefined) ?? null, authTime: decoded.auth_time };
      } catch (err) {
        app.log.info({ code: (err as { code?: string }).code }, 'Google ID token refused');
        return null;
      }
    },
  } satisfies GoogleVerifier);
});
