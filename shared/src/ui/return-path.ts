const KEY = 'hackmate:returnTo';

/** Paths that are ours to go back to: same origin (one leading slash), not the sign-in pages. */
function isReturnable(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/^\/(signin|forgot-password|reset-password)(\/|$|\?)/.test(path) && path !== '/';
}

/**
 * A protected page opened while signed out: remember it (for this tab) so that signing in
 * comes back to it instead of the default page.
 */
export function rememberReturnPath(path: string): void {
  try {
    if (isReturnable(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable (private mode): sign-in goes to the default page
  }
}

/** The remembered page, once: reading it forgets it. Null when there is none (or it is not ours). */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isReturnable(path) ? path : null;
  } catch {
    return null;
  }
}
