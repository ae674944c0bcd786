import { type QueryClient, queryKeys } from '@hackmate/shared/query';

/**
 * After anything that changes who is in a team or who asked whom: every team read (this one, and
 * others whose requests to the same person were cancelled by it), my teams and my requests; the
 * event (my standing, the counts, its teams, the people looking) and the event lists' counts.
 */
export function refreshTeamData(queryClient: QueryClient, { eventId }: { teamId: string; eventId: string }): void {
  for (const queryKey of [queryKeys.teams.all(), queryKeys.events.one(eventId), queryKeys.events.lists()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
