import type { ReactNode } from 'react';
import type { Loadable } from '../lib/loadable';
import './load-state.css';

export interface LoadStateProps<T> {
  loadable: Loadable<T>;
  /** e.g. "Loading your sessions…" */
  loading: string;
  /** e.g. "Your sessions could not be loaded." */
  failed: string;
  children: (data: T) => ReactNode;
}

/** The loading note, the failure with its Retry button, or the data drawn by `children`. */
export function LoadState<T>({ loadable, loading, failed, children }: LoadStateProps<T>) {
  if (loadable.state === 'ready') return <>{children(loadable.data)}</>;
  if (loadable.state === 'loading') {
    return (
      <p className="hm-muted hm-load-note" role="status">
        {loading}
      </p>
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
