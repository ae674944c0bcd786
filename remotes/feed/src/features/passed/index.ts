import { lazyOnInteraction } from '@hackmate/shared/ui';

// When the feed runs out: the people passed, most recent first, with Interested still possible.
// Their own chunk, fetched at the visitor's first interaction: the first card never waits for
// what only the end of the deck shows.
export const PassedOffer = lazyOnInteraction(() => import('./components/passed-offer').then((m) => m.PassedOffer), null);
export type { PassedPeopleProps } from './components/passed-people';
