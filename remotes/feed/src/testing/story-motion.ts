import { MotionGlobalConfig } from 'framer-motion';

/**
 * Storybook `beforeEach` for stories with animated cards: when the browser is automated (the
 * stories' test run), cards appear at once, because axe measures colours as they are drawn and a
 * card fading in has no contrast yet. People reviewing in Storybook still see the animation.
 */
export function skipAnimationsWhenAutomated(): void {
  if (navigator.webdriver) MotionGlobalConfig.skipAnimations = true;
}
