import type { NavBadgeKind } from '@hackmate/shared/runtime-config';

/** What the count means, after the number: "3 unread", "2 pending". */
const MEANING: Record<NavBadgeKind, string> = { unread: 'unread', pending: 'pending' };

/**
 * The link's accessible name with its count ("Convos, 3 unread"), or undefined at 0 so that the
 * name is the plain label. It starts with the visible label, so speaking "Convos" still finds it.
 */
export function badgeName(label: string, kind: NavBadgeKind, count: number): string | undefined {
  return count > 0 ? `${label}, ${count} ${MEANING[kind]}` : undefined;
}
