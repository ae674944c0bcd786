import { timeAgo } from '@hackmate/shared/ui';

/** "Last used just now", "Last used 5 min ago", "Last used 3 h ago", "Last used 2 d ago". */
export function lastUsedText(lastUsedAt: string, now: Date = new Date()): string {
  const ago = timeAgo(lastUsedAt, now);
  return ago ? `Last used ${ago}` : 'Last use unknown';
}
