import type { Config } from '../config';
import { buildRuntimeConfig, remoteOrigins } from './runtime-config';

export type CspDirectives = Record<string, string[]>;

// Google sign-in through Firebase: the popup helper script, the token endpoints and the
// auth domain's iframe/popup.
const FIREBASE_SCRIPT = ['https://apis.google.com', 'https://www.gstatic.com'];
const FIREBASE_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];

/**
 * CSP for the React SPA: code only from our origin and the configured remote origins, no
 * inline script (except hashes the caller adds for the built index.html), images from
 * anywhere over https (avatars), styles inline-capable because React style props need it.
 */
export function cspDirectives(config: Config, extraScriptSrc: string[] = []): CspDirectives {
  const rc = buildRuntimeConfig(config);
  const remotes = remoteOrigins(rc);
  const fb = rc.firebase;
  const firebaseConnect = fb ? [...FIREBASE_CONNECT, ...(fb.emulatorHost ? [`http://${fb.emulatorHost}`] : [])] : [];
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...(fb ? FIREBASE_SCRIPT : []), ...extraScriptSrc],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...firebaseConnect],
    // The emulator's helper iframe stands in for the auth domain's in development and tests.
    'frame-src': fb ? [`https://${fb.authDomain}`, ...(fb.emulatorHost ? [`http://${fb.emulatorHost}`] : [])] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only meaningful (and only harmless) when the public URL really is https.
  if (config.appUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
