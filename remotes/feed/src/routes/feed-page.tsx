import { useCallback, useId, useMemo, useState } from 'react';
import { activeFilterCount, FilterPanel, FiltersButton, NO_FILTERS, toFeedQuery, type FeedFilters } from '../features/filters';
import { useDeckEvent } from '../features/event-deck';
import { SwipeDeck } from '../features/swipe';

/**
 * /feed: one ranked card at a time, swiped by drag, buttons or arrow keys; filters in a side
 * panel. /feed?event=<id>: the same, among the people going to that event.
 */
export function FeedPage() {
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const eventId = useDeckEvent();
  const query = useMemo(() => (eventId ? { ...toFeedQuery(filters), eventId } : toFeedQuery(filters)), [filters, eventId]);
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
