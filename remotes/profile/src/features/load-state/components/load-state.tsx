import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '@hackmate/shared/skeleton';
import type { Loadable } from '../lib/loadable';
import './load-state.css';

export interface LoadStateProps<T> {
  loadable: Loadable<T>;
  /** Said to screen readers while loading, e.g. "Loading your sessions". */
  loading: string;
  /** How many rows the section usually shows: the skeleton draws as many (a line and a button each). */
  rows?: number;
  /** e.g. "Your sessions could not be loaded." */
  failed: string;
  children: (data: T) => ReactNode;
}

/** Skeleton rows while loading, the failure with its Retry button, or the data drawn by `children`. */
export function LoadState<T>({ loadable, loading, rows = 2, failed, children }: LoadStateProps<T>) {
  if (loadable.state === 'ready') return <>{children(loadable.data)}</>;
  if (loadable.state === 'loading') {
    return (
      <LoadingRegion label={loading} className="hm-load-skeleton">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="hm-load-skeleton__row">
            <Skeleton width="60%" />
            <Skeleton shape="pill" width="5.5rem" height="2.5rem" />
          </span>
        ))}
      </LoadingRegion>
    );
  }
  return (
    <div className="hm-load-failed">
      <p className="hm-load-note" role="alert">
        {failed}
      </p>
      <button type="button" className="hm-btn" onClick={loadable.retry} disabled={loadable.retrying}>
        {loadable.retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
