import type { ReactNode } from 'react';
import './layout.css';

interface RemoteStateCardProps {
  /** Unique on the page: names the alert for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
  action: { label: string; onClick: () => void };
  /** The technical cause, folded away for whoever reports the problem. */
  detail?: string;
}

/** A part of the page that cannot be shown: what happened, the one thing to do, and the cause. */
export function RemoteStateCard({ id, title, children, action, detail }: RemoteStateCardProps) {
  return (
    <section className="hm-card hm-remote-state" role="alert" aria-labelledby={id}>
      <h1 id={id} className="hm-remote-state__title">
        {title}
      </h1>
      <p className="hm-muted">{children}</p>
      <button type="button" className="hm-btn hm-btn-primary" onClick={action.onClick}>
        {action.label}
      </button>
      {detail ? (
        <details className="hm-remote-state__details">
          <summary>Technical details</summary>
          <code>{detail}</code>
        </details>
      ) : null}
    </section>
  );
}
