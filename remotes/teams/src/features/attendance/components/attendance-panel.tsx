import type { EventDetail } from '@hackmate/shared/contracts';
import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import { useState, type ReactNode } from 'react';
import { useAttendance } from '../hooks/use-attendance';
import { LookingFacts } from './looking-facts';
import { LookingForm } from './looking-form';
import './attendance.css';

/**
 * Whether I go to the event and look for a team there: "I'm going" / "Not going", and my
 * "looking for a team" post (add, edit, stop), with `postExtra` under it (the page's Match me
 * switch). Over once the event is; while I am in a team there I cannot stop going and my post has
 * ended.
 */
export function AttendancePanel({ event, postExtra }: { event: EventDetail; postExtra?: ReactNode }) {
  const { save, leave, pending } = useAttendance(event._id);
  const [editing, setEditing] = useState(false);
  const profileRoles = useStore($user).roles;
  const me = event.me;

  if (event.past) {
    return <p className="hm-muted hm-teams-note">{me ? 'This hackathon is over. You went.' : 'This hackathon is over.'}</p>;
  }

  return (
    <div className="hm-attendance">
      <div className="hm-attendance__row">
        {me ? (
          <>
            <p className="hm-teams-note">
              <strong>{me.teamId ? "You're going, with your team." : "You're going."}</strong>
            </p>
            {me.teamId ? null : (
              <button type="button" className="hm-btn" disabled={pending} onClick={() => leave.mutate()}>
                {leave.isPending ? 'Saving…' : 'Not going'}
              </button>
            )}
          </>
        ) : (
          <>
            <p className="hm-teams-note">Are you going?</p>
            <button type="button" className="hm-btn hm-btn-primary" disabled={pending} onClick={() => save.mutate({ looking: false })}>
              {save.isPending ? 'Saving…' : "I'm going"}
            </button>
          </>
        )}
      </div>
      {editing ? (
        <LookingForm
          initial={me?.looking}
          profileRoles={profileRoles}
          pending={save.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) => save.mutate(body, { onSuccess: () => setEditing(false) })}
        />
      ) : me?.looking ? (
        <div className="hm-card hm-looking-post" aria-label="Your post">
          <p className="hm-teams-note">
            <strong>You're looking for a team.</strong>
          </p>
          <LookingFacts post={me.looking} />
          <div className="hm-looking-actions">
            <button type="button" className="hm-btn" disabled={pending} onClick={() => setEditing(true)}>
              Edit post
            </button>
            <button type="button" className="hm-btn" disabled={pending} onClick={() => save.mutate({ looking: false })}>
              Stop looking
            </button>
          </div>
          {postExtra}
        </div>
      ) : !me?.teamId ? (
        <div className="hm-attendance__row">
          <button type="button" className="hm-btn" disabled={pending} onClick={() => setEditing(true)}>
            Looking for a team
          </button>
        </div>
      ) : null}
    </div>
  );
}
