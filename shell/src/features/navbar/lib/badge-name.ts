import type { NavBadgeKind } from '@hackmate/shared/runtime-config';

/** What the count means, after the number: "3 unread", "2 pending". */
const MEANING: Record<NavBadgeKind, string> = { unread: 'unread', pending: 'pending' };

/**
 * What the link's name adds after its label and the badge's pause (" 3 unread" → "Convos, 3 unread"),
 * or '' at 0. It is spoken as part of the link's text rather than put in an aria-label, so the
 * name keeps starting with the visible label and speaking "Convos" still finds it.
 */
export function badgeSuffix(kind: NavBadgeKind, count: number): string {
  return count > 0 ? ` ${count} ${MEANING[kind]}` : '';
}
