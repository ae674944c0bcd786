// One chat stack for every kind of conversation (1:1 and team): the client (the tab's live
// connection, outbox, merge by id, catch-up after a reconnect, typing) and its hooks, told apart
// by a small kind (events, fields, the live layer's counts) and the remote's history and read
// calls. Per-screen logic, not page state: bundled into each remote that uses it (not a singleton).
export type {
  ConnectionState, ConversationAdapter, ConversationEndpoints, ConversationKind, DisplayMessage, Draft, HistoryPageOf, HistoryQuery, StoredMessage,
} from './kind';
export { directKind } from './direct-kind';
export { teamKind } from './team-kind';
export { ConversationClient, type ConversationClientOptions, type ConversationSnapshot } from './conversation-client';
export { conversationOutboxStore, type SavedMessage } from './outbox-store';
export { useConversationClient, useConversationSnapshot } from './use-conversation-client';
export { useConversationHistory, type ConversationHistory } from './use-conversation-history';
export { useReadOnScreen } from './use-read-on-screen';
