import type { EventDetail } from '@hackmate/shared/contracts';
import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import { createInviteLink, getTeamsCsv, joinEvent, postAnnouncement } from '../api/organisers';
import { withAnnouncement } from '../lib/announcements';

/**
 * A fresh invite link, copied for the organiser to share. Where the browser does not let the page
 * write the clipboard, the link is still shown (the caller renders `data`).
 */
export function useInviteLink(eventId: string) {
  return useMutation({
    mutationFn: () => createInviteLink(eventId),
    meta: { errorMessage: 'Could not make an invite link. Please try again.' },
    onSuccess: async (url) => {
      try {
        await navigator.clipboard.writeText(url);
        toast.success('Invite link copied. The link before it no longer works.');
      } catch {
        toast.info('Here is the new invite link: copy it from the page.');
      }
    },
  });
}

/** Posts an announcement; it goes on top of the event page's list at once. */
export function usePostAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postAnnouncement(eventId, text),
    meta: { errorMessage: 'Could not send the announcement. Please try again.' },
    onSuccess: (announcement) => {
      queryClient.setQueryData<EventDetail>(queryKeys.events.detail(eventId), (event) => withAnnouncement(event, announcement));
    },
  });
}

/** Joins through an invite link; the event's page and the lists (it now shows there) are fresh. */
export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => joinEvent(token),
    onSuccess: (event) => {
      queryClient.setQueryData(queryKeys.events.detail(event._id), event);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() });
    },
  });
}

/** Saves the teams CSV as a file, fetched with the session like any other call. */
export function useTeamsCsv(eventId: string) {
  return useMutation({
    mutationFn: () => getTeamsCsv(eventId),
    meta: { errorMessage: 'Could not download the teams. Please try again.' },
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'teams.csv';
      link.click();
      // The click has started the download; the object URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
