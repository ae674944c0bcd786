import { queryKeys, useMutation, useQuery, useQueryClient } from '@hackmate/shared/query';
import type { TeamRequestAnswer, TeamSummary } from '@hackmate/shared/contracts';
import { toast } from '@hackmate/shared/toast';
import { refreshTeamData } from '../../teams';
import { answerRequest, askToJoin, getTeamRequests, invite, type RequestBody } from '../api/team-requests';

export function useTeamRequests() {
  return useQuery({
    queryKey: queryKeys.teams.requests(),
    queryFn: ({ signal }) => getTeamRequests({ signal }),
    meta: { errorMessage: 'Could not load your invites and requests' },
  });
}

export interface Answer {
  requestId: string;
  answer: TeamRequestAnswer;
  team: Pick<TeamSummary, '_id' | 'eventId' | 'name'>;
  /** Said once it is done ("You joined Byte Club."). */
  done?: string;
}

/**
 * Accept, decline or withdraw one invite or join request. Whatever the answer (a refusal too: it
 * may have expired or been answered elsewhere), the team, its event and my lists are read again.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, answer }: Answer) => answerRequest(requestId, answer),
    meta: { errorMessage: 'Could not answer that. Please try again.' },
    onSuccess: (_request, { done }) => {
      if (done) toast.success(done);
    },
    onSettled: (_request, _error, { team }) => refreshTeamData(queryClient, { teamId: team._id, eventId: team.eventId }),
  });
}

/** Invite someone to my team, or ask to join a team. */
export function useSendRequest(kind: 'invite' | 'join', team: Pick<TeamSummary, '_id' | 'eventId' | 'name'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody) => (kind === 'invite' ? invite(team._id, { ...body, userId: body.userId ?? '' }) : askToJoin(team._id, body)),
    meta: { errorMessage: kind === 'invite' ? 'Could not send the invite. Please try again.' : 'Could not send your request. Please try again.' },
    onSuccess: (request) => {
      toast.success(kind === 'invite' ? `${request.person.fullName} was invited to ${team.name}.` : `You asked to join ${team.name}.`);
      refreshTeamData(queryClient, { teamId: team._id, eventId: team.eventId });
    },
  });
}
