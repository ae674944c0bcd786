import type { Presence } from '@hackmate/shared/types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "Online", "Active just now", "Active 12 min ago", "Active 3 h ago", "Active 2 d ago"; null when
 * nothing may be shown (presence hidden or unknown), so the header shows nothing at all.
 */
export function presenceText(presence: Presence | null | undefined, now: Date = new Date()): string | null {
  if (!presence) return null;
  if (presence.online) return 'Online';
  const last = presence.lastActiveAt ? Date.parse(presence.lastActiveAt) : Number.NaN;
  if (Number.isNaN(last)) return null;
  // A stamp slightly ahead of this clock (skew between machines) is "just now".
  const ago = Math.max(0, now.getTime() - last);
  if (ago < MINUTE_MS) return 'Active just now';
  if (ago < HOUR_MS) return `Active ${Math.floor(ago / MINUTE_MS)} min ago`;
  if (ago < DAY_MS) return `Active ${Math.floor(ago / HOUR_MS)} h ago`;
  return `Active ${Math.floor(ago / DAY_MS)} d ago`;
}
