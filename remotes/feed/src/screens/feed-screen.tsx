import { apiErrorMessage } from '@hackmate/shared/api';
import { AnimatePresence } from 'motion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { activeFilterCount, FilterPanel, FiltersButton, NO_FILTERS, toFeedQuery, type FeedFilters } from '../features/filters';
import { exitDirection, sendRequest, SwipeCard, useFeedStack, type SwipeAction } from '../features/swipe';
import './feed-screen.css';

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** /feed: one ranked card at a time, swiped by drag, buttons or arrow keys; filters in a side panel. */
export function FeedScreen() {
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const query = useMemo(() => toFeedQuery(filters), [filters]);
  const { cards, loading, failed, exhausted, remove, retry } = useFeedStack(query);
  const [exitDir, setExitDir] = useState<1 | -1>(1);
  const top = cards[0];

  // A card that is already leaving can still receive a click during its exit; only the top counts.
  const topId = useRef<string | undefined>(undefined);
  topId.current = top?._id;

  const act = useCallback(
    (action: SwipeAction, userId: string) => {
      if (userId !== topId.current) return;
      setExitDir(exitDirection(action));
      // SPEC §4: the card goes whether or not the call succeeds.
      remove(userId);
      sendRequest(action, userId).catch((error: unknown) => {
        toast.error(apiErrorMessage(error, 'Could not save your choice'));
      });
    },
    [remove],
  );

  useEffect(() => {
    if (panelOpen || !top) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingInField(event.target)) return;
      if (event.key === 'ArrowRight') act('interested', top._id);
      else if (event.key === 'ArrowLeft') act('ignore', top._id);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panelOpen, top, act]);

  const closePanel = useCallback(() => setPanelOpen(false), []);
  const filtering = activeFilterCount(filters) > 0;

  return (
    <section className="hm-feed" aria-label="Explore developers">
      <div className="hm-feed__toolbar">
        <FiltersButton filters={filters} onClick={() => setPanelOpen(true)} />
        {top ? <p className="hm-muted hm-feed__hint">← Ignore · Interested →</p> : null}
      </div>

      <div className="hm-feed__stack">
        <AnimatePresence custom={exitDir} initial={false}>
          {top ? <SwipeCard key={top._id} user={top} onAction={act} /> : null}
        </AnimatePresence>
        {!top ? (
          <FeedEmpty
            loading={loading}
            failed={failed}
            exhausted={exhausted}
            filtering={filtering}
            onRetry={retry}
            onClearFilters={() => setFilters(NO_FILTERS)}
          />
        ) : null}
      </div>

      {panelOpen ? <FilterPanel filters={filters} onChange={setFilters} onClose={closePanel} /> : null}
    </section>
  );
}

interface FeedEmptyProps {
  loading: boolean;
  failed: boolean;
  exhausted: boolean;
  filtering: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
}

function FeedEmpty({ loading, failed, exhausted, filtering, onRetry, onClearFilters }: FeedEmptyProps) {
  if (failed) {
    return (
      <div className="hm-feed__empty">
        <p>Could not load developers.</p>
        <button type="button" className="hm-btn" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (loading || !exhausted) {
    return (
      <p className="hm-muted hm-feed__empty" role="status">
        Loading developers…
      </p>
    );
  }
  if (filtering) {
    return (
      <div className="hm-feed__empty">
        <p>No matches found</p>
        <button type="button" className="hm-btn hm-btn-primary" onClick={onClearFilters}>
          Clear Filters
        </button>
      </div>
    );
  }
  return <p className="hm-feed__empty">You've reached the end</p>;
}
