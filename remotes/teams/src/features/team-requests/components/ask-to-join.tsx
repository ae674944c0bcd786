import type { Role } from '@hackmate/shared/catalogues';
import type { TeamSummary } from '@hackmate/shared/contracts';
import { useState } from 'react';
import { useAnswerRequest, useSendRequest, useTeamRequests } from '../hooks/use-team-requests';
import { pickRole } from '../lib/pick-role';
import { RequestDialog } from './request-dialog';

/**
 * "Ask to join" a team, with the role I would fill and a message; "Requested" once my request
 * waits; and for a team that invited me, Accept and Decline instead (asking would only be refused).
 */
export function AskToJoin({ team, myRoles }: { team: TeamSummary; myRoles?: readonly Role[] }) {
  const [open, setOpen] = useState(false);
  const send = useSendRequest('join', team);
  const answer = useAnswerRequest();
  const { data: inbox } = useTeamRequests();
  const invite = inbox?.received.find((r) => r.kind === 'invite' && r.team._id === team._id);
  if (invite) {
    const reply = (a: 'accepted' | 'declined') => answer.mutate({ requestId: invite._id, answer: a, team, done: a === 'accepted' ? `You joined ${team.name}.` : undefined });
    return (
      <>
        <span className="hm-chip">Invited you</span>
        <button type="button" className="hm-btn hm-btn-primary" disabled={answer.isPending} onClick={() => reply('accepted')} aria-label={`Accept the invite to ${team.name}`}>
          Accept
        </button>
        <button type="button" className="hm-btn" disabled={answer.isPending} onClick={() => reply('declined')} aria-label={`Decline the invite to ${team.name}`}>
          Decline
        </button>
      </>
    );
  }
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
