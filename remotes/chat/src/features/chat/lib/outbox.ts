import type { OutboxStore as AnyOutboxStore, Outgoing as AnyOutgoing } from '@hackmate/shared/live';

// The outbox is the same for every chat (1:1 and team): it lives in @hackmate/shared/live.
export { Outbox } from '@hackmate/shared/live';

/** An unacknowledged message to a person, as kept across reloads. */
export interface SavedOutgoing {
  receiverId: string;
  clientId: string;
  text: string;
}

/** Where unacknowledged messages survive a reload of the page (see outbox-store.ts). */
export type OutboxStore = AnyOutboxStore<SavedOutgoing>;

export type Outgoing = AnyOutgoing<SavedOutgoing>;
