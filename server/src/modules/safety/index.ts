/**
 * Door of the safety module, what other code may use of it (ARCHITECTURE.md).
 * Who may see whom: the SQL and checks every module filters people with (blocks, hidden and
 * suspended accounts, who may read a conversation), and blocking or hiding someone as reports,
 * moderation and account deletion do.
 */
export { blockedBetween, blockedPair, blockedWith, canReadConversation, canSee, holds, listedId, readableConversation, visibleTo } from './repository';
export type { IdRef } from './repository';
export { announceBlock, hideUser, writeBlock } from './service';
