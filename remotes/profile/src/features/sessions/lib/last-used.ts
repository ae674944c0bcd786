const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "Last used just now", "Last used 5 min ago", "Last used 3 h ago", "Last used 2 d ago". The
 * server refreshes the stamp only every few minutes, so anything finer would be a false precision.
 */
export function lastUsedText(lastUsedAt: string, now: Date = new Date()): string {
  const last = Date.parse(lastUsedAt);
  if (Number.isNaN(last)) return 'Last use unknown';
  // A stamp slightly ahead of this clock (skew between machines) is "just now".
  const ago = Math.max(0, now.getTime() - last);
  if (ago < MINUTE_MS) return 'Last used just now';
  if (ago < HOUR_MS) return `Last used ${Math.floor(ago / MINUTE_MS)} min ago`;
  if (ago < DAY_MS) return `Last used ${Math.floor(ago / HOUR_MS)} h ago`;
  return `Last used ${Math.floor(ago / DAY_MS)} d ago`;
}
