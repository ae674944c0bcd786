import { atom } from 'nanostores';
import { STORAGE_KEYS } from './storage-keys';

export type Theme = 'light' | 'dark';

/** Stored theme, else dark when the system prefers dark, else light (SPEC §4). */
export function initialTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.theme);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage disabled: fall through to the system preference
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const $theme = atom<Theme>(initialTheme());

/** Every change is saved under the key `theme`. */
export function setTheme(theme: Theme): void {
  $theme.set(theme);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // see initialTheme
  }
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}
