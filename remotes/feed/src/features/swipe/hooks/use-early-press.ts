import type { DragControls } from 'framer-motion';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { loadMotionFeatures, motionFeaturesReady } from '../lib/load-motion-features';
import { swipeDecision, type SwipeAction } from '../lib/swipe-decision';

/**
 * A press on the card that comes before the drag code (a phone's first touch fetches it): when
 * the code arrives while the finger is still down, the drag starts from where the press began, so
 * the card catches up with the finger; a release before that still decides by how far it went.
 */
export function useEarlyPress(controls: DragControls, decide: (action: SwipeAction) => void) {
  // The press still held, once the code is here: handed to motion after the render that gave
  // the card its drag code (the same one: LazyMotion heard of the code first).
  const [heldAtArrival, setHeldAtArrival] = useState<PointerEvent | null>(null);
  // Ends whatever press is being followed (on release, cancel, hand-over or unmount).
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  useEffect(() => {
    if (!heldAtArrival) return;
    const frame = requestAnimationFrame(() => controls.start(heldAtArrival));
    return () => cancelAnimationFrame(frame);
  }, [heldAtArrival, controls]);

  return {
    onPointerDown(event: ReactPointerEvent) {
      if (motionFeaturesReady() || !event.isPrimary) return;
      stop.current();
      const press = event.nativeEvent;
      let following = true;
      const end = () => {
        following = false;
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
      void loadMotionFeatures().then(() => {
        if (!following) return;
        end();
        setHeldAtArrival(press);
      });
    },
  };
}
