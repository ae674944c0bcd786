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
  const key = `hackmate:chat-outbox:${userId}`;
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
      } catch {
        return [];
      }
    },
    save(items) {
      try {
        if (items.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(items));
      } catch {
        // Storage full or disabled: the messages still wait in memory for this page's life.
      }
    },
  };
}
