// Hackathons: the browser of /events (tabs, search, filters, cards page by page), one event's
// facts, and the form that adds or edits one.
export { EventBrowser, NO_MATCH_TEXT, NO_PAST_TEXT, NO_UPCOMING_TEXT } from './components/event-browser';
export { EventCard, type EventCardProps } from './components/event-card';
export { EventDetails } from './components/event-details';
export { EventForm, type EventFormProps } from './components/event-form';
export { useEvent } from './hooks/use-event';
export { useSaveEvent } from './hooks/use-save-event';
export { EVENT_FIELDS, eventFormValues, isoToLocalInput, localInputToIso, type EventField, type EventFormValues } from './lib/event-form-values';
