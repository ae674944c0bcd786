import { lazyOnInteraction } from '@hackmate/shared/ui';
import type { FilterPanelProps } from './filter-panel';

/**
 * The panel and the skills it offers, as their own chunk: the first card does not wait for them,
 * and they are fetched at the visitor's first interaction, so opening the panel costs no extra
 * round trip.
 */
export const LazyFilterPanel = lazyOnInteraction<FilterPanelProps>(() => import('./filter-panel').then((m) => m.FilterPanel), null);
