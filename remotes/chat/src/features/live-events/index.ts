// Listening to what the server pushes on the tab's one live connection (typing, read receipts, presence).
export { useLiveEvent } from './hooks/use-live-event';
