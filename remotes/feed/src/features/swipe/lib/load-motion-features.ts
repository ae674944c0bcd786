import { onFirstInteraction } from '@hackmate/shared/ui';
import type { FeatureBundle } from 'framer-motion';

const RETRY_EVENTS = ['pointerdown', 'keydown'] as const;
let features: Promise<FeatureBundle> | null = null;
let arrived: FeatureBundle | null = null;

function fetchFeatures(): Promise<FeatureBundle> {
  return import('./motion-features').then(
    (module) => (arrived = module.default),
    // Offline for a moment: the next press or key tries again (the card stays usable meanwhile).
    () =>
      new Promise<FeatureBundle>((resolve) => {
        const retry = () => {
          for (const event of RETRY_EVENTS) window.removeEventListener(event, retry, true);
          resolve(fetchFeatures());
        };
        for (const event of RETRY_EVENTS) window.addEventListener(event, retry, { capture: true, passive: true });
      }),
  );
}

/**
 * Motion's animation and drag code (`useMotionFeatures` hands it to `<LazyMotion>`), fetched at the first interaction with the
 * page: the first card is drawn without it, and any press, touch, key or hover brings it before
 * it is needed (a press that comes first is handled by `useEarlyPress`).
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return (features ??= new Promise<FeatureBundle>((resolve) => onFirstInteraction(() => resolve(fetchFeatures()))));
}

/** The code once it has arrived (it stays), else null. */
export const motionFeatures = (): FeatureBundle | null => arrived;
