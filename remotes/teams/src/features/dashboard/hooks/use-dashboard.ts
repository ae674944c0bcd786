import { $liveSocket, type LiveSocket } from '@hackmate/shared/live';
import { queryKeys, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { EventChanged } from '@hackmate/shared/types';
import { useEffect } from 'react';
import { getDashboard } from '../api/get-dashboard';

/**
 * The event's dashboard, read again whenever the server says who takes part or the teams changed
 * (`eventChanged` over the tab's live connection) and when the live connection catches up.
 */
export function useDashboard(eventId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.events.dashboard(eventId), queryFn: () => getDashboard(eventId) });
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.events.dashboard(eventId) });
    const onChanged = (update: EventChanged | undefined) => {
      if (update?.eventId === eventId) refresh();
    };
    let current: LiveSocket | null = null;
    const stop = $liveSocket.subscribe((socket) => {
      current?.off('eventChanged', onChanged);
      current?.off('catchUp', refresh);
      current = socket;
      socket?.on('eventChanged', onChanged);
      socket?.on('catchUp', refresh);
    });
    return () => {
      stop();
      current?.off('eventChanged', onChanged);
      current?.off('catchUp', refresh);
    };
  }, [eventId, queryClient]);
  return query;
}
