import { $theme, type Theme } from '@hackmate/shared/stores';

export function setDocumentTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  // Native controls and scrollbars follow too.
  root.style.colorScheme = theme;
}

/** Keeps `<html data-theme>` in step with $theme (the tokens in theme.css key off it). Returns the unsubscribe. */
export function applyThemeToDocument(): () => void {
  return $theme.subscribe((theme) => setDocumentTheme(theme));
}
