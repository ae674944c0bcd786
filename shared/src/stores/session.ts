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
