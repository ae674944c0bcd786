import { queryKeys, useQuery } from '@hackmate/shared/query';
import { getConnections } from '../api/get-connections';

/** The signed-in user's connections; accepting a request (here or elsewhere) invalidates them. */
export function useConnections() {
  return useQuery({
    queryKey: queryKeys.connections(),
    queryFn: ({ signal }) => getConnections({ signal }),
    meta: { errorMessage: 'Could not load your connections' },
  });
}
