import { Link } from '@hackmate/shared/router';
import { useInviteLink, useTeamsCsv } from '../hooks/use-organiser-tools';
import './organisers.css';

/**
 * What organisers do from the event page: make a fresh invite link (copied; the previous link
 * stops working), download the teams as CSV, and open the event's dashboard.
 */
export function OrganiserTools({ eventId }: { eventId: string }) {
  const link = useInviteLink(eventId);
  const csv = useTeamsCsv(eventId);
  return (
    <div className="hm-organiser-tools">
      <div className="hm-organiser-tools__row">
        <Link className="hm-btn hm-btn-primary" to={`/events/${eventId}/manage`}>
          Dashboard
        </Link>
        <button type="button" className="hm-btn" onClick={() => link.mutate()} disabled={link.isPending}>
          {link.isPending ? 'Making a link…' : 'Invite link'}
        </button>
        <button type="button" className="hm-btn" onClick={() => csv.mutate()} disabled={csv.isPending}>
          {csv.isPending ? 'Preparing…' : 'Download teams (CSV)'}
        </button>
      </div>
      {link.data ? (
        <label className="hm-organiser-tools__link">
          New invite link (the one before no longer works)
          <input className="hm-input" type="text" readOnly value={link.data} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : (
        <p className="hm-muted">Share an invite link to let people join. Making a new one ends the old one.</p>
      )}
    </div>
  );
}
