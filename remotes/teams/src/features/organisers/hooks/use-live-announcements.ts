import type { EventDetail } from '@hackmate/shared/contracts';
import { $liveSocket, type LiveSocket } from '@hackmate/shared/live';
import { queryKeys, useQueryClient } from '@hackmate/shared/query';
import type { EventAnnouncementUpdate } from '@hackmate/shared/types';
import { useEffect } from 'react';
import { withAnnouncement } from '../lib/announcements';

/**
 * While the event's page is open, an announcement sent over the tab's live connection goes on
 * top of its list at once (once, however often it arrives).
 */
export function useLiveAnnouncements(eventId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onAnnouncement = (update: EventAnnouncementUpdate) => {
      if (update?.eventId !== eventId) return;
      queryClient.setQueryData<EventDetail>(queryKeys.events.detail(eventId), (event) => withAnnouncement(event, update.announcement));
    };
    let current: LiveSocket | null = null;
    const stop = $liveSocket.subscribe((socket) => {
      current?.off('eventAnnouncement', onAnnouncement);
      current = socket;
      socket?.on('eventAnnouncement', onAnnouncement);
    });
    return () => {
      stop();
      current?.off('eventAnnouncement', onAnnouncement);
    };
  }, [eventId, queryClient]);
}
