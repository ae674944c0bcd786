import { useId } from 'react';
import { useMatchMe, useMyAutoTeam } from '../hooks/use-auto-team';
import './auto-team.css';

export const MATCH_ME_HELP =
  'We propose a team among the people here who chose Match me, balancing roles, time zones and commitment; everyone in it has 24 hours to accept.';

/**
 * The "Match me" switch of my open looking post, with what it means. It waits while a change is
 * on its way; a refusal toasts the server's reason.
 */
export function MatchMeSwitch({ eventId }: { eventId: string }) {
  const id = useId();
  const mine = useMyAutoTeam(eventId, true);
  const change = useMatchMe(eventId);
  const on = change.isPending ? change.variables : (mine.data?.matchMe ?? false);
  return (
    <div className="hm-match-me">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={!mine.data || change.isPending}
        aria-describedby={`${id}-help`}
        onChange={(e) => change.mutate(e.target.checked)}
      />
      <span>
        <label htmlFor={id}>Match me</label>
        <span id={`${id}-help`} className="hm-muted hm-match-me__help">
          {MATCH_ME_HELP}
        </span>
      </span>
    </div>
  );
}
