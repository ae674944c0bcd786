import type { TeamDetail } from '@hackmate/shared/contracts';
import { ConfirmDialog } from '@hackmate/shared/dialog';
import { useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { useRemoveMember } from '../hooks/use-team-mutations';

/**
 * "Leave team", confirmed in a dialog; then back to the event. The owner may leave only as the
 * last member (the team then ends); otherwise they hand it over first.
 */
export function LeaveTeam({ team, myId }: { team: TeamDetail; myId: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveMember(team);
  const navigate = useNavigate();
  const last = team.members.length <= 1;

  return (
    <>
      <button type="button" className="hm-btn hm-btn-danger" disabled={remove.isPending} onClick={() => setAsking(true)}>
        Leave team
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Leave ${team.name}?`}
          description={last ? 'You are its last member: the team ends when you leave.' : 'Your place opens for someone else.'}
          confirmLabel="Leave"
          pendingLabel="Leaving…"
          pending={remove.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(
              { userId: myId, leaving: true },
              { onSuccess: () => navigate(`/events/${team.eventId}`), onError: () => setAsking(false) },
            )
          }
        />
      ) : null}
    </>
  );
}
