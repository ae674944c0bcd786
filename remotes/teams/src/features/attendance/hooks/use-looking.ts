import { queryKeys, useInfiniteQuery } from '@hackmate/shared/query';
import { getLooking } from '../api/attendance';

/** The people looking for a team at an event, page by page. */
export function useLooking(eventId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.events.looking(eventId, {}),
    queryFn: ({ pageParam, signal }) => getLooking(eventId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    meta: { errorMessage: 'Could not load who is looking for a team' },
  });
}
