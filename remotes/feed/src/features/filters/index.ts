export type { FilterPanelProps } from './components/filter-panel';
export { LazyFilterPanel as FilterPanel } from './components/lazy-filter-panel';
export { FiltersButton } from './components/filters-button';
export { activeFilterCount, gradYearOptions, NO_FILTERS, toFeedQuery, type Experience, type FeedFilters } from './lib/filters';
