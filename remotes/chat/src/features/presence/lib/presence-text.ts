import type { Presence } from '@hackmate/shared/types';
import { timeAgo } from '@hackmate/shared/ui';

/**
 * "Online", "Active just now", "Active 12 min ago", "Active 3 h ago", "Active 2 d ago"; null when
 * nothing may be shown (presence hidden or unknown), so the header shows nothing at all.
 */
export function presenceText(presence: Presence | null | undefined, now: Date = new Date()): string | null {
  if (!presence) return null;
  if (presence.online) return 'Online';
  const ago = presence.lastActiveAt ? timeAgo(presence.lastActiveAt, now) : null;
  return ago ? `Active ${ago}` : null;
}
