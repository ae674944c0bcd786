import type { TeamSummary } from '@hackmate/shared/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from '@hackmate/shared/router';
import { RoleChips } from '../../role-picker';
import { ideaPreview, membersText } from '../lib/team-text';
import '../../../styles/card-title.css';
import './teams.css';

export interface TeamCardProps {
  team: TeamSummary;
  /** Name the event too (lists across events, like "Your teams"). */
  showEvent?: boolean;
  /** Actions under the facts ("Ask to join"). */
  children?: ReactNode;
}

/** A team in a list: its name (to its page), idea, how full it is and the roles it still wants. */
export function TeamCard({ team, showEvent = false, children }: TeamCardProps) {
  const titleId = useId();
  const idea = ideaPreview(team.idea);
  return (
    <article className="hm-card hm-team-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="hm-card-title hm-team-card__name">
        <Link to={`/teams/${team._id}`}>{team.name}</Link>
      </h3>
      {showEvent ? (
        <p className="hm-muted hm-teams-note">
          at <Link to={`/events/${team.eventId}`}>{team.eventName}</Link>
        </p>
      ) : null}
      {idea ? <p className="hm-team-card__idea">{idea}</p> : null}
      <p className="hm-muted hm-teams-note">{membersText(team)}</p>
      {team.full || team.openRoles.length === 0 ? (
        <p className="hm-teams-note">{team.full ? 'Team is full' : 'No open roles'}</p>
      ) : (
        <RoleChips label="Open roles" roles={team.openRoles} />
      )}
      {children ? <div className="hm-team-card__actions">{children}</div> : null}
    </article>
  );
}
