import { queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { CreateEventBody, EventDetail } from '@hackmate/shared/contracts';
import { toastFailure } from '../../forms';
import { createEvent, updateEvent } from '../api/save-event';

/**
 * Adds an event (no id) or saves its edit. The lists and that event are read again, and so are
 * teams (they carry the event's name). Refusals (400, 409) are the form's to show; other failures toast.
 */
export function useSaveEvent(eventId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody): Promise<EventDetail> => (eventId ? updateEvent(eventId, body) : createEvent(body)),
    onError: (error) => toastFailure(error, 'Could not save the hackathon. Please try again.'),
    onSuccess: (event) => {
      queryClient.setQueryData(queryKeys.events.detail(event._id), event);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() });
      if (eventId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.one(eventId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all() });
      }
    },
  });
}
