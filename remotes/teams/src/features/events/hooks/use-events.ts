import { queryKeys, useInfiniteQuery } from '@hackmate/shared/query';
import { listEvents, type EventFilters } from '../api/list-events';

/** The events matching `filters`, page by page ("Load more" while the server says `hasMore`). */
export function useEvents(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.events.list(filters),
    queryFn: ({ pageParam, signal }) => listEvents({ ...filters, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    meta: { errorMessage: 'Could not load the hackathons' },
  });
}
