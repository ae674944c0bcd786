import { queryKeys, useQuery } from '@hackmate/shared/query';
import { getEventTeams, getMyTeams, getTeam } from '../api/get-teams';

export function useEventTeams(eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.teams(eventId),
    queryFn: ({ signal }) => getEventTeams(eventId, { signal }),
    meta: { errorMessage: "Could not load the event's teams" },
  });
}

export function useMyTeams() {
  return useQuery({
    queryKey: queryKeys.teams.mine(),
    queryFn: ({ signal }) => getMyTeams({ signal }),
    meta: { errorMessage: 'Could not load your teams' },
  });
}

/** One team. Its failure is shown in place (not found, or Retry), not toasted. */
export function useTeam(teamId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.teams.detail(teamId ?? ''),
    queryFn: ({ signal }) => getTeam(teamId!, { signal }),
    enabled: Boolean(teamId),
  });
}
