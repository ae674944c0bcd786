import { sessionOutboxStore, type OutboxStore } from '@hackmate/shared/live';
import type { ConversationKind, StoredMessage } from './kind';

/** An unacknowledged message to the conversation `to`, as kept across reloads. */
export interface SavedMessage {
  to: string;
  clientId: string;
  text: string;
}

type Stored = Record<string, string>;

/**
 * Unacknowledged messages of one user and kind in this tab's sessionStorage: they survive a reload
 * (and are re-sent with their clientId, so never twice) but not the tab, and another tab never
 * sends them. Kept as each kind always kept them (`{ receiverId | teamId, clientId, text }` under
 * its key), so what waited in a tab across a deploy still goes out.
 */
export function conversationOutboxStore<M extends StoredMessage>(
  { field, outboxKey }: Pick<ConversationKind<M>, 'field' | 'outboxKey'>,
  userId: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): OutboxStore<SavedMessage> {
  const isSaved = (x: unknown): x is Stored & { clientId: string } =>
    typeof x === 'object' && x !== null && [field, 'clientId', 'text'].every((key) => typeof (x as Stored)[key] === 'string');
  const store = sessionOutboxStore(`${outboxKey}:${userId}`, isSaved, storage);
  return {
    load: () => store.load().map((saved) => ({ to: saved[field]!, clientId: saved.clientId, text: saved.text! })),
    save: (items) => store.save(items.map(({ to, clientId, text }) => ({ [field]: to, clientId, text }))),
  };
}
