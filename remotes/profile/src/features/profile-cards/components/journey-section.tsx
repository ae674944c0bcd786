import type { ReactNode } from 'react';
import './profile-cards.css';

interface JourneySectionProps {
  title: string;
  emptyText: string;
  isEmpty: boolean;
  /** e.g. the 'Add Project' button; absent on someone else's profile. */
  action?: ReactNode;
  children?: ReactNode;
}

/** A 'Project Journey' / 'Hackathon Journey' card: heading, optional add button, items or empty text. */
export function JourneySection({ title, emptyText, isEmpty, action, children }: JourneySectionProps) {
  return (
    <section className="hm-card hm-profile-card hm-profile-journey" aria-label={title}>
      <header className="hm-profile-journey-header">
        <h2>{title}</h2>
        {action}
      </header>
      {isEmpty ? <p className="hm-muted">{emptyText}</p> : <ul className="hm-profile-journey-list">{children}</ul>}
    </section>
  );
}
