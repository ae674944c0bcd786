import type { ReactNode } from 'react';

interface ListPlaceholderInput {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** Plural noun for the loading and failure texts ('connections', 'requests'). */
  what: string;
  emptyText: string;
  onRetry: () => void;
}

/** What a list screen shows instead of its list (loading, failure with Retry, empty), or null to show the list. */
export function listPlaceholder({ loading, failed, empty, what, emptyText, onRetry }: ListPlaceholderInput): ReactNode {
  if (loading) {
    return (
      <p className="hm-muted" role="status">
        Loading {what}…
      </p>
    );
  }
  if (failed) {
    return (
      <p>
        Could not load your {what}.{' '}
        <button type="button" className="hm-btn" onClick={onRetry}>
          Retry
        </button>
      </p>
    );
  }
  return empty ? <p className="hm-muted">{emptyText}</p> : null;
}
