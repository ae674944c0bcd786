import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@hackmate/shared/router';
import { DeckOffers, EventDeckPart } from '../../event-deck';
import { PassedOffer } from '../../passed';
import { CardSkeleton } from './card-skeleton';

interface DeckEmptyProps {
  loading: boolean;
  failed: boolean;
  exhausted: boolean;
  filtering: boolean;
  /** An event's deck: its end says so, and leads back to the whole feed. */
  deck?: { name: string | undefined; notFound: boolean };
  onRetry: () => void;
  onClearFilters: () => void;
  /** The last card was just swiped: the keyboard lands here rather than nowhere. */
  takeFocus?: boolean;
}

/** What stands where the card would: a failure with Retry, loading, no matches, or the end (with the people passed). */
export function DeckEmpty({ takeFocus = false, ...state }: DeckEmptyProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Only on arrival; the content may change under the focus (loading, then the end).
  useEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // While loading, the skeleton stands exactly where the card will (no centring box around it).
  const waiting = !state.failed && (state.loading || !state.exhausted);
  return (
    <div ref={ref} className={waiting ? 'hm-feed__waiting' : 'hm-feed__empty'} tabIndex={-1} data-testid="deck-empty">
      <EmptyContent {...state} />
    </div>
  );
}

function EmptyContent({ loading, failed, exhausted, filtering, deck, onRetry, onClearFilters }: Omit<DeckEmptyProps, 'takeFocus'>): ReactNode {
  if (deck?.notFound) return <EventDeckPart part="missing" name={deck.name} />;
  if (failed) return <Notice text="Could not load developers." action="Retry" onClick={onRetry} />;
  if (loading || !exhausted) return <CardSkeleton />;
  if (filtering) return <Notice text="No matches found" action="Clear Filters" onClick={onClearFilters} primary />;
  if (deck) return <EventDeckPart part="end" name={deck.name} />;
  return (
    <>
      <p>
        You've seen everyone for now. Check <Link to="/reqs/review">Reqs</Link> for people who want to meet you, or come back later
        for new developers.
      </p>
      <DeckOffers />
      <PassedOffer />
    </>
  );
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
