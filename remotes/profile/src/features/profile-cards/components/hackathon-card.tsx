import type { ReactNode } from 'react';
import type { Hackathon } from '@hackmate/shared/types';
import { dateFormat } from '@hackmate/shared/ui';
import './profile-cards.css';

interface HackathonCardProps {
  hackathon: Pick<Hackathon, 'name' | 'description' | 'outcome' | 'date'>;
  /** The own profile shows the outcome, someone else's profile shows the date (SPEC §2). */
  show: 'outcome' | 'date';
  actions?: ReactNode;
}

/** Dates are free text on the server; show ISO dates in the reader's format, anything else as written. */
export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** One hackathon in display mode. */
export function HackathonCard({ hackathon, show, actions }: HackathonCardProps) {
  return (
    <article className="hm-profile-item">
      <h3>{hackathon.name}</h3>
      <p>{hackathon.description}</p>
      {show === 'outcome' && hackathon.outcome ? <p className="hm-muted">Outcome - {hackathon.outcome}</p> : null}
      {show === 'date' && hackathon.date ? <p className="hm-muted">{formatDate(hackathon.date)}</p> : null}
      {actions ? <div className="hm-profile-item-actions">{actions}</div> : null}
    </article>
  );
}
