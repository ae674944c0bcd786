import { sessionOutboxStore as sessionStore } from '@hackmate/shared/live';
import type { OutboxStore, SavedOutgoing } from './outbox';

const isSaved = (x: unknown): x is SavedOutgoing =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as SavedOutgoing).receiverId === 'string' &&
  typeof (x as SavedOutgoing).clientId === 'string' &&
  typeof (x as SavedOutgoing).text === 'string';

/**
 * Unacknowledged messages of one user in this tab's sessionStorage: they survive a reload (and are
 * re-sent with their clientId, so never twice) but not the tab, and another tab never sends them.
 */
export function sessionOutboxStore(userId: string, storage: Storage | undefined = globalThis.sessionStorage): OutboxStore {
  return sessionStore(`hackmate:chat-outbox:${userId}`, isSaved, storage);
}
