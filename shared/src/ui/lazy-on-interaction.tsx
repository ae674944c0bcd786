import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

// Not `focusin`: the shell focuses each new page's heading by script, which is no one's intent
// (a keyboard user's Tab is a keydown).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
let interacted = false;
const waiting: (() => void)[] = [];

/**
 * Runs `callback` at the visitor's first sign of interaction with the page (a pointer over or
 * down, a touch, a key), or at once if that happened already: the moment to fetch
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
 * A component as its own chunk: fetched when first shown, or at the first interaction with the
 * page (whichever is first), and shown behind `fallback` while it arrives. For the pages a remote's
 * most visited screen does not lead with, and the forms behind a button, so that screen loads
 * lighter and opening them still costs no extra round trip. A failed fetch is tried again the
 * next time it mounts (the remote's Retry).
 */
export function lazyOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () =>
    (loading ??= load().then(
      (Part) => ({ default: (loaded = Part) }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  onFirstInteraction(() => void fetchPart().catch(() => {}));
  return function LazyPart(props: P) {
    // Chosen once per mount, so the component is never remounted when its chunk arrives.
    const [Part] = useState(() => loaded ?? lazy(fetchPart));
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
