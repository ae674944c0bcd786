import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton, SkeletonLines } from '@hackmate/shared/skeleton';
import './layout.css';

/**
 * Something loading: `label` said to screen readers, `children` the skeleton of what comes (by
 * default a page's: a details card, then a section of cards).
 */
export function Loading({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <LoadingRegion label={label} className="hm-teams-loading">
      {children ?? (
        <>
          <span className="hm-card hm-teams-skeleton-details">
            <SkeletonLines lines={4} />
          </span>
          <Skeleton width="30%" height="1.4rem" />
          <CardSkeletons count={2} />
        </>
      )}
    </LoadingRegion>
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

/** Grey blocks the size of the cards in a list (hackathons, teams, people). */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <span className="hm-teams-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="7.5rem" style={{ borderRadius: 'var(--hm-radius)' }} />
      ))}
    </span>
  );
}
