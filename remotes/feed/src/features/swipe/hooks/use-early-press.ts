import type { DragControls } from 'framer-motion';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { swipeDecision, type SwipeAction } from '../lib/swipe-decision';

/**
 * A press on the card that comes before the drag code (a phone's first touch fetches it): when
 * the code arrives while the finger is still down, the drag starts from where the press began, so
 * the card catches up with the finger; a release before that still decides by how far it went.
 */
export function useEarlyPress(motionReady: boolean, controls: DragControls, decide: (action: SwipeAction) => void) {
  // The press being followed, while the code is not here.
  const held = useRef<PointerEvent | null>(null);
  // Ends whatever press is being followed (on release, cancel, hand-over or unmount).
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  // The render that brings the code has mounted the card's drag (a child's effects run first).
  useEffect(() => {
    const press = held.current;
    if (!motionReady || !press) return;
    stop.current();
    controls.start(press);
  }, [motionReady, controls]);

  return {
    onPointerDown(event: ReactPointerEvent) {
      if (motionReady || !event.isPrimary) return;
      stop.current();
      const press = event.nativeEvent;
      held.current = press;
      const end = () => {
        held.current = null;
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', end, true);
      };
      // Like motion's drag, the release is heard wherever the pointer is by then.
      const release = (up: PointerEvent) => {
        end();
        const [dx, dy] = [up.clientX - press.clientX, up.clientY - press.clientY];
        // A sideways release only: the card's text scrolls up and down.
        const action = Math.abs(dx) > Math.abs(dy) ? swipeDecision(dx) : null;
        if (action) decide(action);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', end, true);
      stop.current = end;
    },
  };
}
