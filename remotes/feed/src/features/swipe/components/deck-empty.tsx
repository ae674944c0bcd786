import { Link } from 'react-router-dom';
import { CardSkeleton } from './card-skeleton';

interface DeckEmptyProps {
  loading: boolean;
  failed: boolean;
  exhausted: boolean;
  filtering: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
}

/** What stands where the card would: a failure with Retry, loading, no matches, or the end. */
export function DeckEmpty({ loading, failed, exhausted, filtering, onRetry, onClearFilters }: DeckEmptyProps) {
  if (failed) return <Notice text="Could not load developers." action="Retry" onClick={onRetry} />;
  if (loading || !exhausted) return <CardSkeleton />;
  if (filtering) return <Notice text="No matches found" action="Clear Filters" onClick={onClearFilters} primary />;
  return (
    <p className="hm-feed__empty">
      You've seen everyone for now. Check <Link to="/reqs/review">Reqs</Link> for people who want to meet you, or come back later
      for new developers.
    </p>
  );
}

function Notice({ text, action, onClick, primary = false }: { text: string; action: string; onClick: () => void; primary?: boolean }) {
  return (
    <div className="hm-feed__empty">
      <p>{text}</p>
      <button type="button" className={primary ? 'hm-btn hm-btn-primary' : 'hm-btn'} onClick={onClick}>
        {action}
      </button>
    </div>
  );
}
