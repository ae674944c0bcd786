import { useStore } from '@nanostores/react';
import { $pendingRequests, $unreadTotal } from '@hackmate/shared/live';
import type { NavBadgeKind } from '@hackmate/shared/runtime-config';

export type BadgeCounts = Readonly<Record<NavBadgeKind, number>>;

/** The live counts behind the badges, kept by the tab's live connection (zero while signed out). */
export function useBadgeCounts(): BadgeCounts {
  return { unread: useStore($unreadTotal), pending: useStore($pendingRequests) };
}
