import type { FeatureBundle } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { loadMotionFeatures, motionFeatures } from '../lib/load-motion-features';

// What `<LazyMotion>` gets until the code arrives: no renderer and no features, as a lazy bundle has
// before it loads (the card is drawn, not animated).
const NONE = {} as FeatureBundle;

/**
 * Motion's animation and drag code for the deck's `<LazyMotion>`, once it has arrived (fetched at
 * the first interaction). Handed over as a loaded bundle, so the render that receives it is the
 * one that gives the card its drag code, and effects after it can rely on it.
 * Not while `holdWhile` (a card is leaving), and for good once handed over: given to a card
 * already on its way out, the code registers an exit it never plays, and the card never leaves.
 */
export function useMotionFeatures({ holdWhile = false } = {}): { features: FeatureBundle; ready: boolean } {
  const [loaded, setLoaded] = useState(motionFeatures);
  const handedOver = useRef(false);
  if (loaded && !holdWhile) handedOver.current = true;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadMotionFeatures().then((bundle) => live && setLoaded(bundle));
    return () => {
      live = false;
    };
  }, [loaded]);
  return handedOver.current && loaded ? { features: loaded, ready: true } : { features: NONE, ready: false };
}
