import { useEffect, useRef, type ReactNode } from 'react';

interface DeckEmptyProps {
  loading: boolean;
  failed: boolean;
  exhausted: boolean;
  filtering: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /** The last card was just swiped: the keyboard lands here rather than nowhere. */
  takeFocus?: boolean;
}

/** What stands where the card would: a failure with Retry, loading, no matches, or the end. */
export function DeckEmpty({ takeFocus = false, ...state }: DeckEmptyProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Only on arrival; the content may change under the focus (loading, then the end).
  useEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} className="hm-feed__empty" tabIndex={-1} data-testid="deck-empty">
      <EmptyContent {...state} />
    </div>
  );
}

function EmptyContent({ loading, failed, exhausted, filtering, onRetry, onClearFilters }: Omit<DeckEmptyProps, 'takeFocus'>): ReactNode {
  if (failed) return <Notice text="Could not load developers." action="Retry" onClick={onRetry} />;
  if (loading || !exhausted) {
    return (
      <p className="hm-muted" role="status">
        Loading developers…
      </p>
    );
  }
  if (filtering) return <Notice text="No matches found" action="Clear Filters" onClick={onClearFilters} primary />;
  return <p>You've reached the end</p>;
}

function Notice({ text, action, onClick, primary = false }: { text: string; action: string; onClick: () => void; primary?: boolean }) {
  return (
    <>
      <p>{text}</p>
      <button type="button" className={primary ? 'hm-btn hm-btn-primary' : 'hm-btn'} onClick={onClick}>
        {action}
      </button>
    </>
  );
}
