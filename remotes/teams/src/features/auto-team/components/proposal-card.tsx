import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import type { AutoTeamMember, AutoTeamProposal } from '@hackmate/shared/contracts';
import { queryKeys, useQueryClient } from '@hackmate/shared/query';
import { Avatar } from '@hackmate/shared/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from '@hackmate/shared/router';
import { useAnswerProposal, useMyAutoTeam } from '../hooks/use-auto-team';
import { settledText, timeLeftText, utcOffsetText } from '../lib/proposal-text';
import './auto-team.css';

const ANSWER_TEXT: Record<AutoTeamMember['answer'], string> = { yes: 'Confirmed', pending: 'Not yet', no: 'Declined' };

function MemberRow({ member }: { member: AutoTeamMember }) {
  const { user } = member;
  const zone = member.timeZone ? `${member.timeZone.replaceAll('_', ' ')}${member.utcOffsetMinutes === null ? '' : ` (${utcOffsetText(member.utcOffsetMinutes)})`}` : null;
  return (
    <li className="hm-proposal-member" aria-label={member.me ? 'You' : user.fullName}>
      <Avatar src={user.profileUrl} name={user.fullName} size={40} />
      <div>
        <p className="hm-proposal-member__name">{member.me ? 'You' : user.deleted ? user.fullName : <Link to={`/profile/user/${user._id}`}>{user.fullName}</Link>}</p>
        <p className="hm-muted hm-proposal-member__facts">
          {member.role ? ROLE_LABELS[member.role] : 'No role'}
          {zone ? ` · ${zone}` : ''}
        </p>
      </div>
      <span className="hm-chip hm-proposal-member__answer" data-answer={member.answer}>
        {ANSWER_TEXT[member.answer]}
      </span>
    </li>
  );
}

/** The minute hand of "time left": the text is read again every 30 s while the card is on screen. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

interface CardProps {
  eventId: string;
  proposal: AutoTeamProposal;
  matchMe: boolean;
  /** Whether the event page already shows me in a team there. */
  inTeam: boolean;
}

/**
 * "We found you a team": the people proposed (role, time zone, who has confirmed), the time left,
 * Accept and Decline; once settled, the team's link or why it will not form.
 */
export function ProposalCardView({ eventId, proposal, matchMe, inTeam }: CardProps) {
  const titleId = useId();
  const answer = useAnswerProposal(eventId);
  const queryClient = useQueryClient();
  const pending = proposal.status === 'pending';
  const now = useNow(pending);
  const me = proposal.members.find((m) => m.me);
  const joined = proposal.status === 'formed' && me?.answer === 'yes';

  // The others' answers formed the team while this page was open: the event shows me in it now.
  useEffect(() => {
    if (!joined || inTeam) return;
    for (const queryKey of [queryKeys.events.detail(eventId), queryKeys.events.lists(), queryKeys.teams.all()]) void queryClient.invalidateQueries({ queryKey });
  }, [joined, inTeam, eventId, queryClient]);

  const confirmed = proposal.members.filter((m) => m.answer === 'yes').length;
  const send = (yes: 'yes' | 'no') => answer.mutate({ proposalId: proposal._id, answer: yes });
  const title = pending ? 'We found you a team' : joined ? 'Your team is ready' : proposal.status === 'formed' ? 'The team formed without you' : "This team won't form";

  return (
    <section className="hm-card hm-proposal" aria-labelledby={titleId} data-status={proposal.status}>
      <h3 id={titleId} className="hm-proposal__title">
        {title}
      </h3>
      {pending ? (
        <p className="hm-teams-note">
          <strong>{timeLeftText(proposal.expiresAt, now)}</strong> · {confirmed} of {proposal.members.length} confirmed. If enough of you confirm in time, the team is formed with them.
        </p>
      ) : (
        <p className="hm-teams-note">{settledText(proposal, matchMe, joined)}</p>
      )}
      <ul className="hm-proposal-members" aria-label="Proposed team">
        {proposal.members.map((member) => (
          <MemberRow key={member.user._id} member={member} />
        ))}
      </ul>
      {pending && me ? (
        <div className="hm-proposal__actions">
          {me.answer === 'yes' ? (
            <p className="hm-teams-note">You accepted. Waiting for the others.</p>
          ) : (
            <button type="button" className="hm-btn hm-btn-primary" disabled={answer.isPending} onClick={() => send('yes')}>
              {answer.isPending && answer.variables.answer === 'yes' ? 'Accepting…' : 'Accept'}
            </button>
          )}
          <button type="button" className="hm-btn" disabled={answer.isPending} onClick={() => send('no')}>
            {answer.isPending && answer.variables.answer === 'no' ? 'Declining…' : 'Decline'}
          </button>
        </div>
      ) : null}
      {joined && proposal.teamId ? (
        <Link className="hm-btn hm-btn-primary hm-proposal__link" to={`/teams/${proposal.teamId}`}>
          Open your team
        </Link>
      ) : null}
    </section>
  );
}

/** My proposal at the event, if any (loaded while I am going there). */
export function ProposalCard({ eventId, enabled, inTeam }: { eventId: string; enabled: boolean; inTeam: boolean }) {
  const mine = useMyAutoTeam(eventId, enabled);
  if (!enabled || !mine.data?.proposal) return null;
  return <ProposalCardView eventId={eventId} proposal={mine.data.proposal} matchMe={mine.data.matchMe} inTeam={inTeam} />;
}
