import { PageSection } from '../../layout';
import { useMyTeams } from '../hooks/use-teams';
import { TeamCard } from './team-card';

/** "Your teams" on /events: only when I am in one (a failed load toasts and shows nothing). */
export function MyTeams() {
  const teams = useMyTeams();
  if (!teams.data?.length) return null;
  return (
    <PageSection title="Your teams">
      <ul className="hm-teams-list hm-teams-list--grid" aria-label="Your teams">
        {teams.data.map((team) => (
          <li key={team._id}>
            <TeamCard team={team} showEvent />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
