/** An unacknowledged message as kept across reloads. */
export interface SavedOutgoing {
  receiverId: string;
  clientId: string;
  text: string;
}

/** Where unacknowledged messages survive a reload of the page (see outbox-store.ts). */
export interface OutboxStore {
  load(): SavedOutgoing[];
  save(items: SavedOutgoing[]): void;
}

export interface Outgoing extends SavedOutgoing {
  /** Which connection it was last emitted on; re-sent on every new one until acknowledged. */
  sentOn: number;
}

/**
 * Messages written but not acknowledged yet, in the order written. Each goes out again on every
 * new connection with the same clientId (the server stores a clientId once) until the server
 * stores or refuses it; the store keeps them across a reload.
 */
export class Outbox {
  private readonly waiting = new Map<string, Outgoing>();

  constructor(private readonly store?: OutboxStore) {
    // Written before a reload and never acknowledged: sent on the first connection like any other.
    for (const { receiverId, clientId, text } of store?.load() ?? []) this.waiting.set(clientId, { receiverId, clientId, text, sentOn: -1 });
  }

  get size(): number {
    return this.waiting.size;
  }

  add(receiverId: string, clientId: string, text: string): Outgoing {
    const out: Outgoing = { receiverId, clientId, text, sentOn: -1 };
    this.waiting.set(clientId, out);
    this.save();
    return out;
  }

  /** Forgets a message the server stored or refused; false when it was not waiting. */
  settle(clientId: string): boolean {
    if (!this.waiting.delete(clientId)) return false;
    this.save();
    return true;
  }

  to(receiverId: string): Outgoing[] {
    return [...this.waiting.values()].filter((o) => o.receiverId === receiverId);
  }

  /** What has not been emitted on connection number `connection` yet. */
  unsentOn(connection: number): Outgoing[] {
    return [...this.waiting.values()].filter((o) => o.sentOn !== connection);
  }

  private save(): void {
    this.store?.save([...this.waiting.values()].map(({ receiverId, clientId, text }) => ({ receiverId, clientId, text })));
  }
}
