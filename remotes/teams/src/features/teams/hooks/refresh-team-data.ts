import { queryKeys } from '@hackmate/shared/query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After anything that changes who is in a team: the team, its event (my standing, the counts, the
 * teams and the people looking), the event lists' counts, my teams and my pending requests.
 */
export function refreshTeamData(queryClient: QueryClient, { teamId, eventId }: { teamId: string; eventId: string }): void {
  for (const queryKey of [
    queryKeys.teams.detail(teamId),
    queryKeys.teams.mine(),
    queryKeys.teams.requests(),
    queryKeys.events.one(eventId),
    queryKeys.events.lists(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
