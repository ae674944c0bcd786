import { useCallback, useId, useMemo, useState } from 'react';
import { activeFilterCount, FilterPanel, FiltersButton, NO_FILTERS, toFeedQuery, type FeedFilters } from '../features/filters';
import { SwipeDeck } from '../features/swipe';

/** /feed: one ranked card at a time, swiped by drag, buttons or arrow keys; filters in a side panel. */
export function FeedPage() {
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const query = useMemo(() => toFeedQuery(filters), [filters]);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const headingId = useId();

  return (
    <section className="hm-feed" aria-labelledby={headingId}>
      {/* The page's one h1: the card's name is a heading of its own. */}
      <h1 id={headingId} className="hm-visually-hidden">
        Explore developers
      </h1>
      <SwipeDeck
        query={query}
        filtering={activeFilterCount(filters) > 0}
        onClearFilters={() => setFilters(NO_FILTERS)}
        arrowKeys={!panelOpen}
        toolbar={<FiltersButton filters={filters} onClick={() => setPanelOpen(true)} />}
      />
      {panelOpen ? <FilterPanel filters={filters} onChange={setFilters} onClose={closePanel} /> : null}
    </section>
  );
}
