import { $theme, followSystemTheme, type Theme } from '@hackmate/shared/stores';

export function setDocumentTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  // Native controls and scrollbars follow too.
  root.style.colorScheme = theme;
}

/**
 * Keeps `<html data-theme>` in step with $theme (the tokens in theme.css key off it), which follows
 * the system's setting until the person chooses. Returns the unsubscribe.
 */
export function applyThemeToDocument(): () => void {
  const stopFollowing = followSystemTheme();
  const stopApplying = $theme.subscribe((theme) => setDocumentTheme(theme));
  return () => {
    stopFollowing();
    stopApplying();
  };
}
