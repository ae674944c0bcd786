import type { SendStatus } from '@hackmate/shared/contracts/constants';

/** What a swipe means to the server (the spec's `POST /reqs/send/{status}/{userId}` statuses). */
export type SwipeAction = SendStatus;

/** SPEC §9: a card must travel MORE than this many pixels to count as a decision. */
export const SWIPE_COMMIT_PX = 100;
/** SPEC §9: how far the card travels while it fades out. */
export const SWIPE_EXIT_OFFSET_PX = 200;
/** How far a dragged card leans at one exit distance out (and as it leaves), degrees. */
export const SWIPE_MAX_TILT_DEG = 15;
/** SPEC §9: exit animation length, seconds. */
export const SWIPE_EXIT_SECONDS = 0.4;

/**
 * Turns the horizontal distance of a released drag into a decision: right is interested, left is
 * ignore, anything up to and including the commit distance springs back (null).
 */
export function swipeDecision(offsetX: number): SwipeAction | null {
  if (offsetX > SWIPE_COMMIT_PX) return 'interested';
  if (offsetX < -SWIPE_COMMIT_PX) return 'ignore';
  return null;
}

/** +1 exits to the right, -1 to the left. */
export function exitDirection(action: SwipeAction): 1 | -1 {
  return action === 'interested' ? 1 : -1;
}
