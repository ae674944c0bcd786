/**
 * Door of the team-chat module, what other code may use of it (ARCHITECTURE.md).
 * Team chat for the socket handlers (storing a message, with its refusals) and the live layer
 * (which teams have unread messages); its routes are registered from ../index.ts.
 */
export { unreadTeams } from './repository';
export { TeamChatRefusal, sendTeamMessage } from './service';
export type { TeamSendInput, TeamSendResult } from './service';
