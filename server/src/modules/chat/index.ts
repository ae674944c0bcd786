/**
 * Door of the chat module, what other code may use of it (ARCHITECTURE.md).
 * 1:1 chat for the socket handlers and other modules: storing a message (with its refusals), who
 * is connected, the ordered pair a conversation is keyed by, and the reply-time figure. Its
 * routes are registered from ../index.ts.
 */
export { recomputeReplyTime } from './reply-time';
export { areConnected, connectedPair, insertMessage, orderedPair } from './repository';
export { ChatRefusal, sendMessage } from './service';
export type { SendInput, SendResult } from './service';
