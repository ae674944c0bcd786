import { queryKeys, useQuery } from '@hackmate/shared/query';
import type { PublicUser } from '@hackmate/shared/types';
import { getConnections } from '../api/get-connections';

export interface ConnectionsState {
  /** null while loading (or after a failure). */
  connections: PublicUser[] | null;
  failed: boolean;
  retry: () => void;
}

/** The user's connections, from the one cache every screen shares (an accepted request refreshes it). */
export function useConnections(): ConnectionsState {
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: queryKeys.connections(),
    queryFn: ({ signal }) => getConnections({ signal }),
  });
  return {
    connections: data ?? null,
    // A list already shown stays shown when a later refresh fails; a retry shows as loading.
    failed: !data && isError && !isFetching,
    retry: () => void refetch(),
  };
}
