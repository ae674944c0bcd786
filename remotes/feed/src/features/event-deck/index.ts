// An event's deck (/feed?event=<id>): its header, its end, and the id read from the address.
export { EventDeckEmpty } from './components/event-deck-empty';
export { EventDeckHeader } from './components/event-deck-header';
export { useDeckEvent } from './hooks/use-deck-event';
