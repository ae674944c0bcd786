import { lazyOnInteraction } from '@hackmate/shared/ui';
import type { EventDeckPartProps } from './components/event-deck-part';

// An event's deck (/feed?event=<id>): the id read from the address, and what the deck adds to
// the feed, in a chunk of its own (fetched when shown, or at the first interaction): the whole
// feed's first card never waits for it.
export const EventDeckPart = lazyOnInteraction<EventDeckPartProps>(() => import('./components/event-deck-part').then((m) => m.EventDeckPart), null);
// When the whole feed runs out, the decks of the hackathons one is going to (the same chunk's).
export const DeckOffers = lazyOnInteraction(() => import('./components/deck-offers').then((m) => m.DeckOffers), null);
export { useDeckEvent } from './hooks/use-deck-event';
