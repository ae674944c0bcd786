import { queryKeys, useMutation, useMutationState, useQuery, useQueryClient } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import type { PassedPerson } from '@hackmate/shared/types';
import { useMemo } from 'react';
import { getPassed, interestedAfterAll } from '../api/passed';

export const passedKey = [...queryKeys.feed.all(), 'passed'] as const;
const SEND_KEY = ['interested-after-all'] as const;

/**
 * The people I passed (only asked for once the feed runs out), and Interested on one of them: it
 * leaves the list, a toast says the request went out, and the sent requests read again.
 */
export function usePassed(enabled: boolean) {
  const queryClient = useQueryClient();
  const passed = useQuery({ queryKey: passedKey, queryFn: ({ signal }) => getPassed({ signal }), enabled });
  const { mutate } = useMutation({
    mutationKey: SEND_KEY,
    mutationFn: (person: PassedPerson) => interestedAfterAll(person.user._id),
    meta: { errorMessage: 'Could not send the request' },
    onSuccess: (_data, person) => {
      queryClient.setQueryData<PassedPerson[]>(passedKey, (list) => list?.filter((p) => p.user._id !== person.user._id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all() });
      toast.success(`Request sent to ${person.user.fullName}`);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: passedKey }),
  });
  const pending = useMutationState({ filters: { mutationKey: SEND_KEY, status: 'pending' }, select: (m) => (m.state.variables as PassedPerson | undefined)?.user._id });
  const sending = useMemo(() => new Set(pending.filter((id): id is string => !!id)), [pending]);
  return { people: passed.data ?? [], interested: (person: PassedPerson) => mutate(person), sending };
}
