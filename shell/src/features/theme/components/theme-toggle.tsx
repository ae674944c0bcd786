import { useStore } from '@nanostores/react';
import { $theme, toggleTheme, type Theme } from '@hackmate/shared/stores';
import './theme-toggle.css';

function SunIcon() {
  return (
    <svg className="hm-theme-toggle__sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg className="hm-theme-toggle__moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

/** Switches between light and dark; the choice is saved under `theme` by setTheme. */
export function ThemeToggle() {
  // The server cannot know the saved theme: its HTML (and so hydration) says light, and the label
  // follows the real theme right after. Both icons are in the HTML and the page's theme, applied
  // before the first paint, shows the right one (theme-toggle.css), so nothing visible changes.
  const theme = useStore($theme, { ssr: (): Theme => 'light' });
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="hm-icon-btn hm-theme-toggle" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`} onClick={toggleTheme}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
