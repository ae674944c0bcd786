import { useQuery } from '@hackmate/shared/query';
import { checkResetLink } from '../api/check-reset-link';

export type ResetLinkState = 'checking' | 'live' | 'dead';

/**
 * Whether the mailed link still works, asked as the page opens so that nobody types a new password
 * into a dead link. When the check itself fails (offline, too many tries) the form is shown: the
 * reset answers for itself.
 */
export function useResetLink(id: string, token: string): ResetLinkState {
  const { data, isPending } = useQuery({
    queryKey: ['reset-link', id, token],
    queryFn: () => checkResetLink(id, token).then(({ valid }) => valid, () => null),
    retry: false,
    staleTime: Infinity,
  });
  if (isPending) return 'checking';
  return data === false ? 'dead' : 'live';
}
