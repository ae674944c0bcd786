import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import { Link } from '@hackmate/shared/router';
import { Avatar } from '@hackmate/shared/ui';
import { UserSummary } from '../../user-list';
import { inboxTitle, type InboxEntry } from '../lib/inbox-entry';
import './inbox.css';

type TeamAsk = Extract<InboxEntry, { kind: 'invite' | 'join' | 'proposal' }>;

export interface TeamAskCardProps {
  entry: TeamAsk;
  onAnswer: (yes: boolean) => void;
  busy?: boolean;
}

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

function Answers({ onAnswer, busy }: Omit<TeamAskCardProps, 'entry'>) {
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary" disabled={busy} onClick={() => onAnswer(true)}>
        Accept
      </button>
      <button type="button" className="hm-btn hm-btn-danger" disabled={busy} onClick={() => onAnswer(false)}>
        Decline
      </button>
    </>
  );
}

/**
 * A team invite (the team, its event, the role and message), a join request to my team (the
 * person, as a request card is, with the team), or a "Match me" proposal (the people proposed),
 * each with Accept and Decline.
 */
export function TeamAskCard({ entry, onAnswer, busy = false }: TeamAskCardProps) {
  if (entry.kind === 'join') {
    const { request } = entry;
    return (
      <UserSummary user={request.person}>
        <p className="hm-inbox-note">
          Asks to join <Link to={teamPath(request.team._id)}>{request.team.name}</Link>
          {request.role ? ` as ${ROLE_LABELS[request.role]}` : ''}
          {request.message ? `: “${request.message}”` : ''}
        </p>
        <Answers onAnswer={onAnswer} busy={busy} />
      </UserSummary>
    );
  }
  if (entry.kind === 'invite') {
    const { request } = entry;
    return (
      <article className="hm-card hm-inbox-card" aria-label={inboxTitle(entry)}>
        <p className="hm-inbox-kind">Team invite · {request.team.eventName}</p>
        <Link className="hm-inbox-title" to={teamPath(request.team._id)}>
          {request.team.name}
        </Link>
        <p className="hm-muted">
          {request.team.memberCount} of {request.team.maxSize} members{request.role ? ` · you as ${ROLE_LABELS[request.role]}` : ''}
        </p>
        {request.message ? <p className="hm-inbox-note">“{request.message}”</p> : null}
        <div className="hm-user-summary__actions">
          <Answers onAnswer={onAnswer} busy={busy} />
        </div>
      </article>
    );
  }
  const others = entry.proposal.members.filter((m) => !m.me);
  const mine = entry.proposal.members.find((m) => m.me);
  return (
    <article className="hm-card hm-inbox-card" aria-label={inboxTitle(entry)}>
      <p className="hm-inbox-kind">Match me · {entry.eventName}</p>
      <p className="hm-inbox-title">A team proposed to you{mine?.role ? `, as ${ROLE_LABELS[mine.role]}` : ''}</p>
      <ul className="hm-inbox-people" aria-label="Proposed with">
        {others.map((m) => (
          <li key={m.user._id}>
            <Avatar src={m.user.profileUrl} name={m.user.fullName} size={32} />
            <span>
              {m.user.fullName}
              {m.role ? ` · ${ROLE_LABELS[m.role]}` : ''}
              {m.answer === 'yes' ? ' · accepted' : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="hm-user-summary__actions">
        <Answers onAnswer={onAnswer} busy={busy} />
      </div>
    </article>
  );
}
