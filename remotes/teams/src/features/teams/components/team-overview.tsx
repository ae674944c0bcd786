import type { TeamDetail } from '@hackmate/shared/contracts';
import { Link } from '@hackmate/shared/router';
import { RoleChips } from '../../role-picker';
import { membersText } from '../lib/team-text';
import './teams.css';

/** What the team is: its event, idea, size and the roles it still wants (or that it is full). */
export function TeamOverview({ team }: { team: TeamDetail }) {
  return (
    <div className="hm-card hm-team-overview">
      <p className="hm-teams-note">
        For <Link to={`/events/${team.eventId}`}>{team.eventName}</Link> · {membersText(team)}
      </p>
      {team.idea ? <p className="hm-team-overview__idea">{team.idea}</p> : <p className="hm-muted hm-teams-note">No idea written down yet.</p>}
      {team.full ? (
        <p className="hm-teams-note">
          <strong>Team is full</strong>
        </p>
      ) : team.openRoles.length > 0 ? (
        <div>
          <p className="hm-teams-note">
            <strong>Open roles</strong>
          </p>
          <RoleChips label="Open roles" roles={team.openRoles} />
        </div>
      ) : (
        <p className="hm-muted hm-teams-note">No open roles.</p>
      )}
    </div>
  );
}
