import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $liveCut } from '@hackmate/shared/live';
import { keepPreviousData, queryKeys, useQuery, useQueryClient } from '@hackmate/shared/query';
import { PRESENCE_IDS_MAX } from '@hackmate/shared/contracts/constants';
import type { Presence } from '@hackmate/shared/types';
import { useLiveEvent } from '../../live-events';
import { getPresence } from '../api/get-presence';
import { toPresenceMap, withPresence, type PresenceMap } from '../lib/presence-map';

const NOBODY: PresenceMap = {};
// A server that dies (or is stopped) cannot say that its users left; whoever stayed "Online" on
// screen is read again this often, so it turns into "Active … ago" within a minute.
export const PRESENCE_REFRESH_MS = 60_000;

/** The ids to ask about, the most important (first given) kept when there are too many. */
export function presenceIds(userIds: readonly (string | undefined)[]): string[] {
  const unique = [...new Set(userIds.filter((id): id is string => !!id))].slice(0, PRESENCE_IDS_MAX);
  // Sorted, so the same people are one cache entry whatever their order.
  return unique.sort();
}

/**
 * Presence of these people (connections who show it): read from GET /live/presence when the
 * screen opens, when the set changes, when the live connection comes back and every minute while
 * the tab is visible; kept current between by `presence` events, which update every cached set.
 * While the live connection is cut, nobody's presence is known (no "Online" from before the cut:
 * the partner may have gone meanwhile, and no event would say so); after it, only what was read
 * since it came back, or events heard since, are shown.
 */
export function usePresence(userIds: readonly (string | undefined)[]): PresenceMap {
  const queryClient = useQueryClient();
  const idsKey = presenceIds(userIds).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const cut = useStore($liveCut);
  const { data, dataUpdatedAt } = useQuery({
    queryKey: queryKeys.presence.of(ids),
    queryFn: async ({ signal }) => toPresenceMap(await getPresence(ids, { signal })),
    enabled: ids.length > 0,
    // Someone added to the set keeps the others' dots while the new answer comes.
    placeholderData: keepPreviousData,
    // Events keep it current only while these screens listen: read it again on every visit.
    staleTime: 0,
    refetchInterval: PRESENCE_REFRESH_MS,
  });

  useLiveEvent('presence', (event: Presence) => {
    queryClient.setQueriesData<PresenceMap>({ queryKey: queryKeys.presence.all() }, (map) => (map ? withPresence(map, event) : map));
  });
  // Events missed while the connection was down.
  useLiveEvent('connect', () => void queryClient.invalidateQueries({ queryKey: queryKeys.presence.all() }));

  const known = !cut.down && (cut.backAt === null || dataUpdatedAt >= cut.backAt);
  return ids.length && known ? (data ?? NOBODY) : NOBODY;
}
