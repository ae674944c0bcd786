import { queryKeys, queryOptions, useQuery, type UseQueryResult } from '@hackmate/shared/query';
import type { ConnectionRequest } from '@hackmate/shared/types';
import { getRequests, type RequestBox } from '../api/get-requests';

const boxQuery = (box: RequestBox) =>
  queryOptions({
    queryKey: queryKeys.requests.box(box),
    queryFn: ({ signal }) => getRequests(box, { signal }),
    meta: { errorMessage: 'Could not load your requests' },
  });

/** Both boxes, fetched side by side so the Received/Sent toggle is instant. */
export function useRequests(): Record<RequestBox, UseQueryResult<ConnectionRequest[]>> {
  return { received: useQuery(boxQuery('received')), sent: useQuery(boxQuery('sent')) };
}
