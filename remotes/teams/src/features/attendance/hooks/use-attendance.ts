import { type QueryClient, queryKeys, useMutation, useQueryClient } from '@hackmate/shared/query';
import type { AttendanceBody, EventDetail, MyAttendance } from '@hackmate/shared/contracts';
import { setAttendance, stopGoing } from '../api/attendance';

/** My answer shows at once; then the event (its counts) and the lists catch up with the server. */
function settle(queryClient: QueryClient, eventId: string, me: MyAttendance | null) {
  queryClient.setQueryData<EventDetail>(queryKeys.events.detail(eventId), (event) => (event ? { ...event, me } : event));
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.one(eventId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() });
}

/** Going, looking, or neither at one event. Failures toast the server's message. */
export function useAttendance(eventId: string) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AttendanceBody) => setAttendance(eventId, body),
    meta: { errorMessage: 'Could not save that. Please try again.' },
    onSuccess: (me) => settle(queryClient, eventId, me),
  });
  const leave = useMutation({
    mutationFn: () => stopGoing(eventId),
    meta: { errorMessage: 'Could not save that. Please try again.' },
    onSuccess: () => settle(queryClient, eventId, null),
  });
  return { save, leave, pending: save.isPending || leave.isPending };
}
