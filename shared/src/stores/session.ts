import { atom } from 'nanostores';
import { STORAGE_KEYS, removeKey, writeJson } from './storage-keys';
import { clearProfileCache, clearUser, setUser, type UserState } from './user';

/** Sign-in status: null while the first check is running (SPEC §4). */
export const $signedIn = atom<boolean | null>(null);

export function setSignedIn(value: boolean): void {
  $signedIn.set(value);
}

/** After a successful sign-in/sign-up: remember the user and mark the browser signed in. */
export function signInLocally(user: UserState): void {
  setUser(user);
  writeJson(STORAGE_KEYS.loggedIn, true);
  $signedIn.set(true);
}

/** Forget everything the client cached about the user (logout, expired session). */
export function signOutLocally(): void {
  removeKey(STORAGE_KEYS.userData);
  removeKey(STORAGE_KEYS.loggedIn);
  clearProfileCache();
  clearUser();
  $signedIn.set(false);
}

let checking: Promise<boolean> | null = null;

/**
 * Runs `check` (a GET /check-auth) unless one is already in flight in this tab, in which case
 * its answer is shared: the shell asks on every load and a protected screen opening at the same
 * moment would otherwise ask again — one request, and one round trip, too many.
 */
export function shareSessionCheck(check: () => Promise<boolean>): Promise<boolean> {
  checking ??= check().finally(() => {
    checking = null;
  });
  return checking;
}

/**
 * A new page for this tab's session state: nothing heard from the server, no check in flight.
 * Each test and story starts with it; an unanswered check must not carry into the next one.
 */
export function resetSessionState(): void {
  $signedIn.set(null);
  checking = null;
}
