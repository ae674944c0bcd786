import { useCallback, useState } from 'react';
import { FilterPanel, FiltersButton, NO_FILTERS, toFeedQuery, type FeedFilters } from '../features/filters';

/** /test (development route, SPEC §2): the filter panel on its own, with the query it would send. */
export function FiltersTestPage() {
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className="hm-feed" aria-label="Filter panel preview">
      <FiltersButton filters={filters} onClick={() => setOpen(true)} />
      <pre className="hm-card" aria-label="Feed query">
        {JSON.stringify(toFeedQuery(filters), null, 2)}
      </pre>
      {open ? <FilterPanel filters={filters} onChange={setFilters} onClose={close} /> : null}
    </section>
  );
}
