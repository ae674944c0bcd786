/**
 * How long after the page's load event the live socket waits before it opens, unless a screen
 * needs it sooner. Its script (~13 KB gzipped) and handshake would otherwise compete with the
 * first screen's scripts and reads for a phone's bandwidth and main thread (bench:web: LCP
 * 150-220 ms later on every signed-in page), while the badges it keeps are read from
 * /live/summary meanwhile and again when it connects, so nothing is missed.
 */
export const SOCKET_AFTER_LOAD_MS = 2_000;

let wanted: () => void = () => {};
const wantedNow = new Promise<void>((resolve) => (wanted = resolve));
let isWanted = false;

/**
 * A screen that shows live events itself (a chat) asks for the socket at once: typing, presence
 * and new messages should not wait for the page to settle.
 */
export function needLiveSocketNow(): void {
  isWanted = true;
  wanted();
}

function loadEnd(): number | null {
  if (document.readyState !== 'complete') return null;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // 0 while the load event is still being dispatched: it is ending now.
  return navigation?.loadEventEnd || performance.now();
}

/**
 * What the socket waits for: the load event and SOCKET_AFTER_LOAD_MS after it, or a screen that
 * needs it now. Null when there is nothing left to wait for (a sign-in long after the page loaded).
 */
export function untilPageSettled(delayMs: number = SOCKET_AFTER_LOAD_MS): Promise<void> | null {
  if (isWanted || typeof document === 'undefined') return null;
  const loaded = loadEnd();
  if (loaded !== null && performance.now() >= loaded + delayMs) return null;
  const settled = new Promise<void>((resolve) => {
    if (loaded !== null) setTimeout(resolve, loaded + delayMs - performance.now());
    else window.addEventListener('load', () => setTimeout(resolve, delayMs), { once: true });
  });
  return Promise.race([settled, wantedNow]);
}
