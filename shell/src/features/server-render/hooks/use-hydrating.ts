import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while rendering on the server and while hydrating its HTML, false after. What only the
 * browser knows (the saved theme, the cached user) must wait for false, or the first render
 * would differ from the server's HTML; React re-renders with false right after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
