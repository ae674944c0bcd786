import { apiStatus } from '@hackmate/shared/api';
import { queryKeys, queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@hackmate/shared/query';
import { useMemo } from 'react';
import { answerProposal, answerTeamRequest, getInbox } from '../api/inbox';
import { toEntries, type InboxEntry } from '../lib/inbox-entry';

export const inboxQuery = queryOptions({
  queryKey: queryKeys.requests.inbox(),
  queryFn: async ({ signal }) => toEntries(await getInbox({ signal })),
  meta: { errorMessage: 'Could not load your requests' },
});

/** Every ask waiting for my answer (connection requests are answered through useReviewRequest). */
export function useInbox() {
  return useQuery(inboxQuery);
}

type TeamAsk = Extract<InboxEntry, { kind: 'invite' | 'join' | 'proposal' }>;
interface TeamAnswer {
  entry: TeamAsk;
  yes: boolean;
}

const ANSWER_KEY = ['answer-team-ask'] as const;

/**
 * Accept or decline an invite, a join request or a proposal. Answered (or gone: 404, 409 — answered
 * elsewhere, withdrawn, closed), it leaves the list at once, and whatever shows teams reads them again.
 */
export function useAnswerTeamAsk() {
  const queryClient = useQueryClient();
  const forget = async (id: string) => {
    await queryClient.cancelQueries({ queryKey: queryKeys.requests.inbox() });
    queryClient.setQueryData<InboxEntry[]>(queryKeys.requests.inbox(), (list) => list?.filter((e) => e._id !== id));
    for (const queryKey of [queryKeys.requests.inbox(), queryKeys.teams.all(), queryKeys.events.all()]) void queryClient.invalidateQueries({ queryKey });
  };
  const { mutate } = useMutation({
    mutationKey: ANSWER_KEY,
    mutationFn: ({ entry, yes }: TeamAnswer) =>
      entry.kind === 'proposal' ? answerProposal(entry.proposal._id, yes ? 'yes' : 'no') : answerTeamRequest(entry.request._id, yes ? 'accepted' : 'declined'),
    meta: { errorMessage: 'Could not answer' },
    onSuccess: (_data, { entry }) => forget(entry._id),
    onError: async (error, { entry }) => {
      const status = apiStatus(error);
      if (status === 404 || status === 409) await forget(entry._id);
    },
  });
  const pending = useMutationState({
    filters: { mutationKey: ANSWER_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as TeamAnswer | undefined)?.entry._id,
  });
  const answering = useMemo(() => new Set(pending), [pending]);
  return { answer: (entry: TeamAsk, yes: boolean) => mutate({ entry, yes }), answering };
}
