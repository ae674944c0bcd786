import { ROLE_LABELS, ROLE_PEOPLE } from '@hackmate/shared/catalogues';
import { COMMITMENT_LABELS, type FormationPreview as Preview } from '@hackmate/shared/contracts';
import { Link } from '@hackmate/shared/router';
import { placedCount, requiredStatus, unplacedText } from '../lib/formation-values';

export const EMPTY_POOL_TEXT = 'Nobody to place: the pool is people looking for a team who switched on "Match me", in no team and no pending proposal.';

/** The proposals "Form teams now" found, for the organiser to review before sending. */
export function FormationPreview({ preview }: { preview: Preview }) {
  if (preview.pool === 0) return <p className="hm-teams-note">{EMPTY_POOL_TEXT}</p>;
  const { teams, fills, unplaced, requiredRoles } = preview;
  return (
    <div className="hm-formation__preview">
      <p>
        {teams.length === 1 ? '1 new team' : `${teams.length} new teams`} · {placedCount(preview)} of {preview.pool} people placed
      </p>
      {teams.length > 0 ? (
        <ol className="hm-formation__teams" aria-label="Proposed teams">
          {teams.map((team, i) => (
            <li key={team.members.map((m) => m.user._id).join()} className="hm-card hm-formation__team">
              <h3>
                Team {i + 1} <span className="hm-muted">· {COMMITMENT_LABELS[team.commitment]}</span>
              </h3>
              <ul className="hm-formation__members">
                {team.members.map((m) => (
                  <li key={m.user._id}>
                    {m.user.fullName} <span className="hm-muted">{m.role ? ROLE_PEOPLE[m.role] : 'No role given'}</span>
                  </li>
                ))}
              </ul>
              <ul className="hm-formation__required" aria-label="Required roles">
                {requiredStatus(team, requiredRoles).map((s) => (
                  <li key={s.role} className={s.met ? 'hm-formation__met' : 'hm-formation__unmet'}>
                    {s.met ? '✓' : '✗'} {ROLE_LABELS[s.role]}
                    {s.n > 1 ? ` ×${s.n}` : ''} {s.met ? 'met' : 'missing'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      {fills.length > 0 ? (
        <>
          <h3>Suggested for teams with room</h3>
          <p className="hm-muted">Not sent: invite them from the team&apos;s page.</p>
          <ul className="hm-formation__list">
            {fills.map((f) => (
              <li key={f.team._id}>
                <Link to={`/teams/${f.team._id}`}>{f.team.name}</Link>: {f.members.map((u) => u.fullName).join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {unplaced.length > 0 ? (
        <>
          <h3>Unplaced ({unplaced.length})</h3>
          <ul className="hm-formation__list">
            {unplaced.map((u) => (
              <li key={u.user._id}>
                {u.user.fullName} <span className="hm-muted">{unplacedText(u)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
