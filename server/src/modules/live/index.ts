/**
 * Door of the live module, what other code may use of it (ARCHITECTURE.md).
 * Presence and read receipts, which the socket layer wires to its connections; the live routes
 * are registered from ../index.ts.
 */
export { trackPresence } from './presence';
export { markConversationRead } from './read';
export { notifyEventChanged } from './event-notify';
export { notifyProposals, notifyTeamChanged, notifyTeamRequest } from './team-notify';
