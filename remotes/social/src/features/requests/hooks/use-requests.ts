import { queryKeys, queryOptions, useQuery, type UseQueryResult } from '@hackmate/shared/query';
import type { ConnectionRequest } from '@hackmate/shared/types';
import { getRequests, type RequestBox } from '../api/get-requests';

const boxQuery = (box: RequestBox) =>
  queryOptions({
    queryKey: queryKeys.requests.box(box),
    queryFn: ({ signal }) => getRequests(box, { signal }),
    meta: { errorMessage: 'Could not load your requests' },
  });

/** The connection requests I sent (what I received is in the inbox, with every other kind of ask). */
export function useSentRequests(): UseQueryResult<ConnectionRequest[]> {
  return useQuery(boxQuery('sent'));
}
