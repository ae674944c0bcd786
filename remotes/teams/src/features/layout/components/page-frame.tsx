import { useId, type ReactNode } from 'react';
import './layout.css';

/** The frame of every teams screen: a centred column under its one h1. */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="hm-teams-page" aria-labelledby={titleId}>
      <header className="hm-teams-page__head">
        <h1 id={titleId}>{title}</h1>
        {actions ? <div className="hm-teams-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A titled part of a page (h2), named by its heading for screen readers. */
export function PageSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={className ? `hm-teams-section ${className}` : 'hm-teams-section'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
