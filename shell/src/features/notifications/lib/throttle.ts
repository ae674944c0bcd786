/** At most one notice per conversation or person in this window. */
export const NOTICE_WINDOW_MS = 10_000;

/**
 * Answers whether a notice with this key may show now: a chatty partner or a flurry of request
 * changes makes one toast, not a stack of them.
 */
export function createThrottle(windowMs = NOTICE_WINDOW_MS, now: () => number = Date.now): (key: string) => boolean {
  const shownAt = new Map<string, number>();
  return (key) => {
    const time = now();
    const last = shownAt.get(key);
    if (last !== undefined && time - last < windowMs) return false;
    shownAt.set(key, time);
    // Forget the old ones, so a long session does not keep everyone it ever heard from.
    for (const [other, at] of shownAt) if (time - at >= windowMs) shownAt.delete(other);
    return true;
  };
}
