import type { ReactNode } from 'react';
import './layout.css';

/** Said while something loads; `children` may draw a skeleton (hidden from screen readers). */
export function Loading({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="hm-teams-loading">
      <p className="hm-muted hm-teams-note" role="status">
        {label}
      </p>
      {children ? <div aria-hidden="true">{children}</div> : null}
    </div>
  );
}

/** A failed load: what failed, read out as it appears, and Retry (inert while retrying). */
export function LoadFailed({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="hm-teams-failed">
      <p className="hm-teams-note" role="alert">
        {message}
      </p>
      <button type="button" className="hm-btn" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

/** Grey blocks the size of cards, shown under the loading note. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className="hm-teams-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="hm-teams-skeleton" />
      ))}
    </ul>
  );
}
