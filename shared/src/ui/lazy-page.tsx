import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let interacted = false;
const waiting: (() => void)[] = [];

/**
 * Runs `callback` at the visitor's first sign of interaction with the page (a pointer over or
 * down, a touch, a key, a focus move), or at once if that happened already: the moment to fetch
 * what a click could need next, so that opening it costs no extra round trip while the first
 * screen still loads only what it shows.
 */
export function onFirstInteraction(callback: () => void): void {
  if (interacted || typeof window === 'undefined') return callback();
  waiting.push(callback);
  if (waiting.length > 1) return;
  const fire = () => {
    interacted = true;
    for (const event of INTENT_EVENTS) window.removeEventListener(event, fire, true);
    for (const run of waiting.splice(0)) run();
  };
  for (const event of INTENT_EVENTS) window.addEventListener(event, fire, { capture: true, passive: true });
}

/**
 * A route's page as its own chunk: fetched when the route is first shown, or at the first
 * interaction with the page (whichever is first), and shown behind `fallback` while it arrives.
 * For a remote's pages that its most visited screen does not need, so that screen loads lighter.
 * A failed fetch is tried again the next time the page mounts (the remote's Retry).
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode): ComponentType {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (Page) => ({ default: (loaded = Page) }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  onFirstInteraction(() => void fetchPage().catch(() => {}));
  return function LazyPage() {
    // Chosen once per mount, so the page is never remounted when its chunk arrives.
    const [Page] = useState(() => loaded ?? lazy(fetchPage));
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  };
}
