import type { TeamSummary } from '@hackmate/shared/contracts';
import type { ReactNode } from 'react';
import { CardSkeletons, LoadFailed, Loading } from '../../layout';
import { useEventTeams } from '../hooks/use-teams';
import { TeamCard } from './team-card';

export const NO_TEAMS_TEXT = 'No teams yet. Create a team to be the first, or choose “Looking for a team” so teams can find you.';

/** The teams of one event; `actions` adds buttons to each card ("Ask to join"). */
export function EventTeams({ eventId, actions }: { eventId: string; actions?: (team: TeamSummary) => ReactNode }) {
  const teams = useEventTeams(eventId);
  if (teams.data === undefined && teams.isError) {
    return <LoadFailed message="Could not load the teams." onRetry={() => void teams.refetch()} retrying={teams.isFetching} />;
  }
  if (teams.data === undefined) {
    return (
      <Loading label="Loading teams">
        <CardSkeletons count={2} />
      </Loading>
    );
  }
  if (teams.data.length === 0) return <p className="hm-muted hm-teams-note">{NO_TEAMS_TEXT}</p>;
  return (
    <ul className="hm-teams-list hm-teams-list--grid" aria-label="Teams">
      {teams.data.map((team) => (
        <li key={team._id}>
          <TeamCard team={team}>{actions?.(team)}</TeamCard>
        </li>
      ))}
    </ul>
  );
}
