import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import type { TeamRequest } from '@hackmate/shared/contracts';
import { Link } from '@hackmate/shared/router';
import { dateFormat } from '@hackmate/shared/ui';
import { useAnswerRequest } from '../hooks/use-team-requests';
import { AnswerButtons } from './answer-buttons';
import './team-requests.css';

export type RequestSide = 'received' | 'sent';


function Sentence({ request, side }: { request: TeamRequest; side: RequestSide }) {
  const team = <Link to={`/teams/${request.team._id}`}>{request.team.name}</Link>;
  const person = request.person.deleted ? request.person.fullName : <Link to={`/profile/user/${request.person._id}`}>{request.person.fullName}</Link>;
  const as = request.role ? ` as ${ROLE_LABELS[request.role]}` : '';
  if (request.kind === 'invite') {
    return side === 'received' ? (
      <>
        {team} invites you to join{as}.
      </>
    ) : (
      <>
        You invited {person} to {team}
        {as}.
      </>
    );
  }
  return side === 'received' ? (
    <>
      {person} asks to join {team}
      {as}.
    </>
  ) : (
    <>
      You asked to join {team}
      {as}.
    </>
  );
}

/**
 * One pending invite or join request: who asks whom for which team and role, the message, and
 * the answers open to me (Accept / Decline when I received it, Withdraw when I sent it). Its
 * buttons wait while an answer is on its way. One I sent that nobody answered within 7 days is
 * marked Expired, with nothing left to press.
 */
export function TeamRequestItem({ request, side }: { request: TeamRequest; side: RequestSide }) {
  const answer = useAnswerRequest();
  const expired = request.status === 'expired';
  const send = (a: 'accepted' | 'declined' | 'withdrawn') =>
    answer.mutate({
      requestId: request._id,
      answer: a,
      team: request.team,
      done:
        a !== 'accepted' ? undefined : request.kind === 'invite' ? `You joined ${request.team.name}.` : `${request.person.fullName} joined ${request.team.name}.`,
    });

  return (
    <article className="hm-team-request" aria-label={`${request.kind === 'invite' ? 'Invite' : 'Join request'}: ${request.team.name}`}>
      <p className="hm-teams-note">
        <Sentence request={request} side={side} />
      </p>
      <p className="hm-muted hm-team-request__meta">
        {request.team.eventName} · {expired ? 'expired' : 'expires'} {dateFormat(undefined, { dateStyle: 'medium' }).format(new Date(request.expiresAt))}
      </p>
      {request.message ? <p className="hm-team-request__message">“{request.message}”</p> : null}
      <div className="hm-team-request__actions">
        {expired ? (
          <span className="hm-team-request__expired">Expired — no answer in 7 days</span>
        ) : side === 'received' ? (
          <AnswerButtons pending={answer.isPending} onAnswer={send} />
        ) : (
          <button type="button" className="hm-btn" disabled={answer.isPending} onClick={() => send('withdrawn')}>
            Withdraw
          </button>
        )}
      </div>
    </article>
  );
}
