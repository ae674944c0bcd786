import type { TeamDetail } from '@hackmate/shared/contracts';
import { useAnswerRequest } from '../hooks/use-team-requests';
import { AnswerButtons } from './answer-buttons';
import './team-requests.css';

/** On a team's page: my pending invite (Accept / Decline) or my join request (Withdraw). */
export function MyTeamRequest({ team }: { team: TeamDetail }) {
  const answer = useAnswerRequest();
  const { relation, requestId } = team.me;
  if (!requestId || (relation !== 'invited' && relation !== 'requested')) return null;
  const send = (a: 'accepted' | 'declined' | 'withdrawn') =>
    answer.mutate({ requestId, answer: a, team, done: a === 'accepted' ? `You joined ${team.name}.` : undefined });

  return (
    <div className="hm-card hm-my-request">
      {relation === 'invited' ? (
        <>
          <p className="hm-teams-note">
            <strong>You're invited to join this team.</strong>
          </p>
          <div className="hm-team-request__actions">
            <AnswerButtons pending={answer.isPending} onAnswer={send} />
          </div>
        </>
      ) : (
        <>
          <p className="hm-teams-note">
            <strong>You asked to join this team.</strong> The owner will answer.
          </p>
          <div className="hm-team-request__actions">
            <button type="button" className="hm-btn" disabled={answer.isPending} onClick={() => send('withdrawn')}>
              Withdraw
            </button>
          </div>
        </>
      )}
    </div>
  );
}
