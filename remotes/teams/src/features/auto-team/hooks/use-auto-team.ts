import { type QueryClient, queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { AutoTeamAnswer, MyAutoTeam } from '@hackmate/shared/contracts';
import { answerProposal, getMyAutoTeam, setMatchMe } from '../api/auto-team';

/** Under the event's prefix: whatever refreshes the event (my post ending, a team joined) refreshes this too. */
export const autoTeamKey = (eventId: string) => [...queryKeys.events.one(eventId), 'auto-team'] as const;

/** While a proposal waits for answers, others' answers and its end are read again every minute. */
const WAITING_REFRESH_MS = 60_000;

/** Mine at the event: Match me and my proposal. Only asked for while I am going (`enabled`). */
export function useMyAutoTeam(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: autoTeamKey(eventId),
    queryFn: ({ signal }) => getMyAutoTeam(eventId, { signal }),
    enabled: enabled && Boolean(eventId),
    refetchInterval: (query) => (query.state.data?.proposal?.status === 'pending' ? WAITING_REFRESH_MS : false),
  });
}

/** A formed team changes the event (my standing, its teams, the people looking) and my teams. */
function refreshAfterForming(queryClient: QueryClient, eventId: string) {
  for (const queryKey of [queryKeys.events.one(eventId), queryKeys.events.lists(), queryKeys.teams.all()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The Match me switch. Failures toast the server's message (e.g. no open post). */
export function useMatchMe(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setMatchMe(eventId, on),
    meta: { errorMessage: 'Could not change Match me. Please try again.' },
    onSuccess: (mine) => queryClient.setQueryData<MyAutoTeam>(autoTeamKey(eventId), mine),
  });
}

/** Accept or decline the proposal; whatever the answer, the event page reads my state again. */
export function useAnswerProposal(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, answer }: { proposalId: string; answer: AutoTeamAnswer }) => answerProposal(proposalId, answer),
    meta: { errorMessage: 'Could not send your answer. Please try again.' },
    // Refused (the proposal settled meanwhile): show how it ended.
    onError: () => void queryClient.invalidateQueries({ queryKey: autoTeamKey(eventId) }),
    onSuccess: (proposal) => {
      queryClient.setQueryData<MyAutoTeam>(autoTeamKey(eventId), (mine) => (mine ? { ...mine, proposal } : mine));
      if (proposal.status === 'formed') refreshAfterForming(queryClient, eventId);
      else void queryClient.invalidateQueries({ queryKey: autoTeamKey(eventId) });
    },
  });
}
