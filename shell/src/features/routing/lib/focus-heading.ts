/** How long a new page may take to show its h1 (a remote loading, then its data) and still get the focus. */
export const HEADING_WAIT_MS = 5000;

/**
 * Moves the focus to the h1 inside `main` once there is one, so a screen reader announces the
 * new page and Tab starts from its top. Waits for a page still loading; gives up when the
 * person moves the focus themselves meanwhile (into the page or a dialog), or after the wait.
 * Returns a function that stops waiting.
 */
export function focusHeadingWhenShown(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  let focused: HTMLElement | null = null;
  let stopped = false;

  const attempt = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || heading === focused) return;
    // A heading we focused that was replaced (a skeleton's, say) hands over only a lost focus.
    const active = document.activeElement;
    if (focused && active && active !== document.body && active !== focused) return;
    // Focusable by script only: no tab stop, and no ring drawn around a heading (see theme.css).
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const takenOver = (event: FocusEvent) => {
    const target = event.target as HTMLElement | null;
    if (!target || target === focused || target.tagName === 'H1') return;
    if (main.contains(target) || target.closest('[aria-modal="true"]')) stop();
  };

  const observer = new MutationObserver(attempt);
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', takenOver);
  // After this commit's other effects: a closing menu hands the focus back to its button first.
  const first = setTimeout(attempt, 0);
  const timeout = setTimeout(stop, waitMs);

  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    document.removeEventListener('focusin', takenOver);
    clearTimeout(first);
    clearTimeout(timeout);
  }
  return stop;
}
