import type { LookingPerson, TeamSummary } from '@hackmate/shared/contracts';
import { useState } from 'react';
import { useSendRequest } from '../hooks/use-team-requests';
import { pickRole } from '../lib/pick-role';
import { RequestDialog } from './request-dialog';

/** The owner's "Invite to <team>" on someone looking for a team; "Invited" once an invite waits. */
export function InvitePerson({ team, person, invited = false }: { team: TeamSummary; person: LookingPerson; invited?: boolean }) {
  const [open, setOpen] = useState(false);
  const send = useSendRequest('invite', team);
  if (invited) return <span className="hm-chip">Invited</span>;
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary" disabled={send.isPending || team.full} onClick={() => setOpen(true)}>
        Invite to {team.name}
      </button>
      {open ? (
        <RequestDialog
          title={`Invite ${person.user.fullName} to ${team.name}`}
          roles={team.openRoles}
          initialRole={pickRole(team.openRoles, person.post.bring)}
          sendLabel="Send invite"
          pending={send.isPending}
          onClose={() => setOpen(false)}
          onSend={(body) => send.mutate({ ...body, userId: person.user._id }, { onSuccess: () => setOpen(false) })}
        />
      ) : null}
    </>
  );
}
