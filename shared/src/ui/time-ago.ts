const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "just now", "12 min ago", "3 h ago", "2 d ago" for an ISO time stamp; null when it is not one.
 * Coarse on purpose: the stamps shown this way (last activity, a session's last use) are only
 * refreshed every so often, so anything finer would be a false precision.
 */
export function timeAgo(stamp: string, now: Date = new Date()): string | null {
  const then = Date.parse(stamp);
  if (Number.isNaN(then)) return null;
  // A stamp slightly ahead of this clock (skew between machines) is "just now".
  const ago = Math.max(0, now.getTime() - then);
  if (ago < MINUTE_MS) return 'just now';
  if (ago < HOUR_MS) return `${Math.floor(ago / MINUTE_MS)} min ago`;
  if (ago < DAY_MS) return `${Math.floor(ago / HOUR_MS)} h ago`;
  return `${Math.floor(ago / DAY_MS)} d ago`;
}
