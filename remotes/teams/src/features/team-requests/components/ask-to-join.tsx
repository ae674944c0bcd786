import type { Role } from '@hackmate/shared/catalogues';
import type { TeamSummary } from '@hackmate/shared/contracts';
import { useState } from 'react';
import { useSendRequest, useTeamRequests } from '../hooks/use-team-requests';
import { pickRole } from '../lib/pick-role';
import { RequestDialog } from './request-dialog';

/** "Ask to join" a team, with the role I would fill and a message; "Requested" once my request waits. */
export function AskToJoin({ team, myRoles }: { team: TeamSummary; myRoles?: readonly Role[] }) {
  const [open, setOpen] = useState(false);
  const send = useSendRequest('join', team);
  const { data: inbox } = useTeamRequests();
  if (inbox?.sent.some((r) => r.kind === 'join' && r.team._id === team._id)) return <span className="hm-chip">Requested</span>;
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary" disabled={send.isPending} onClick={() => setOpen(true)}>
        Ask to join
      </button>
      {open ? (
        <RequestDialog
          title={`Ask to join ${team.name}`}
          roles={team.openRoles}
          initialRole={pickRole(team.openRoles, myRoles)}
          sendLabel="Send request"
          pending={send.isPending}
          onClose={() => setOpen(false)}
          onSend={(body) => send.mutate(body, { onSuccess: () => setOpen(false) })}
        />
      ) : null}
    </>
  );
}
