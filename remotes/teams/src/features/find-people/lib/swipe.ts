/** What a swipe does: right invites (the owner) or does nothing (a member), left passes or skips. */
export type SwipeSide = 'right' | 'left';

/** A card must travel more than this many pixels to count as a decision, as in the feed. */
export const SWIPE_COMMIT_PX = 100;
/** How long a card takes to leave; the buttons wait for it. */
export const SWIPE_EXIT_MS = 300;

/** The side a released drag decides, or null to spring back (up to and including the commit distance). */
export function swipeSide(offsetX: number): SwipeSide | null {
  if (offsetX > SWIPE_COMMIT_PX) return 'right';
  if (offsetX < -SWIPE_COMMIT_PX) return 'left';
  return null;
}

/** The open role to invite someone for: the one they bring that the team needs most, else none. */
export function inviteRole<R extends string>(openRoles: readonly { role: R; count: number }[], brings: readonly R[]): R | undefined {
  let best: { role: R; count: number } | undefined;
  for (const open of openRoles) if (brings.includes(open.role) && (!best || open.count > best.count)) best = open;
  return best?.role;
}
