import { atom } from 'nanostores';
import { STORAGE_KEYS } from './storage-keys';

export type Theme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The theme the person chose (the navbar's toggle), if they ever did. */
function chosenTheme(): Theme | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.theme);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage disabled: nothing was chosen
  }
  return null;
}

const systemTheme = (): Theme => (globalThis.matchMedia?.(SYSTEM_DARK).matches ? 'dark' : 'light');

/** Stored theme, else dark when the system prefers dark, else light (SPEC §4). */
export function initialTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/**
 * Until the person chooses a theme, it follows the system's setting, also when that changes
 * while the page is open (an evening switch to dark). Returns the unsubscribe.
 */
export function followSystemTheme(): () => void {
  const query = globalThis.matchMedia?.(SYSTEM_DARK);
  if (!query?.addEventListener) return () => {};
  const onChange = () => {
    if (chosenTheme() === null) $theme.set(systemTheme());
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
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
