import { activeFilterCount, type FeedFilters } from '../lib/filters';
import './filter-panel.css';

/** Opens the filter panel; the badge counts the active filters. */
export function FiltersButton({ filters, onClick }: { filters: FeedFilters; onClick: () => void }) {
  const count = activeFilterCount(filters);
  return (
    <button type="button" className="hm-btn hm-filters-button" onClick={onClick} aria-haspopup="dialog">
      Filters
      {count > 0 ? (
        <span className="hm-filters-button__badge" data-testid="filter-badge" aria-label={`${count} active`}>
          {count}
        </span>
      ) : null}
    </button>
  );
}
