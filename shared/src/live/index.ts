// The tab's one live connection and the counts behind the navbar's badges: one copy for the
// shell and every remote (a Module Federation singleton, like the stores). Cheap to import: it
// loads socket.io-client and the API client only once someone is signed in.
export type { LiveListener, LiveSocket } from './live-socket';
export {
  $liveCut, $liveSocket, $openConversation, $openTeamChat, $pendingRequests, $teamUnread, $unread, $unreadTotal, clearTeamUnread, clearUnread, resetLiveCounts,
  setOpenConversation, setOpenTeamChat, type LiveCut,
} from './stores';
export {
  SUMMARY_DEBOUNCE_MS, closeLiveConnection, keepLiveConnectionWhileSignedIn, openLiveConnection, type LiveConnectionOptions,
} from './connection';
export { needLiveSocketNow } from './page-settled';
// Delivery pieces every chat (1:1 and team) shares: the outbox of unacknowledged messages and merging by id.
export { Outbox, sessionOutboxStore, type OutboxItem, type OutboxStore, type Outgoing } from './outbox';
export { catchUpFrom, lastStored, mergeMessages, messageKey, type MergeableMessage } from './merge-messages';
