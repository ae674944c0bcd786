import { atom } from 'nanostores';
import type { OwnProfile, PublicProfile } from '../types';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from './storage-keys';

export type UserState = Partial<OwnProfile>;

/** The signed-in user as the client knows it; empty when nobody is signed in. */
export const $user = atom<UserState>(readJson<UserState>(STORAGE_KEYS.userData) ?? {});

/** The profile being viewed (/profile/user/:id). */
export const $otherUser = atom<Partial<PublicProfile>>({});

/** Merge new fields into the current user. */
export function mergeUser(fields: UserState): void {
  $user.set({ ...$user.get(), ...fields });
}

/** Replace the current user (after sign-in, sign-up, onboarding) and remember it. */
export function setUser(user: UserState): void {
  $user.set({ ...user });
  writeJson(STORAGE_KEYS.userData, user);
}

export function clearUser(): void {
  $user.set({});
}

export function setUserSkills(skills: string[]): void {
  $user.set({ ...$user.get(), skills: [...skills] });
}

/** Merge another user's data (e.g. a freshly fetched profile) into the current user. */
export function mergeUserFrom(other: Partial<PublicProfile>): void {
  $user.set({ ...$user.get(), ...other });
}

export function setOtherUser(user: Partial<PublicProfile>): void {
  $otherUser.set({ ...user });
}

/** The own profile cache (SPEC §3: "The own profile is also cached locally"). */
export function readProfileCache(): OwnProfile | null {
  return readJson<OwnProfile>(STORAGE_KEYS.profileCache);
}

export function writeProfileCache(profile: OwnProfile): void {
  writeJson(STORAGE_KEYS.profileCache, profile);
}
export function clearProfileCache(): void {
  removeKey(STORAGE_KEYS.profileCache);
}
