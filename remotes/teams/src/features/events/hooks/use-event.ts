import { queryKeys, useQuery } from '@hackmate/shared/query';
import { getEvent } from '../api/get-event';

/** One event. Its failure is shown in place (not found, or Retry), not toasted. */
export function useEvent(eventId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.events.detail(eventId ?? ''),
    queryFn: ({ signal }) => getEvent(eventId!, { signal }),
    enabled: Boolean(eventId),
  });
}
