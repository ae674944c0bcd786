/** What the outbox needs of a message: the sending client's id for it (the server stores each once). */
export interface OutboxItem {
  clientId: string;
}

/** Where unacknowledged messages survive a reload of the page (see sessionOutboxStore). */
export interface OutboxStore<T extends OutboxItem> {
  load(): T[];
  save(items: T[]): void;
}

export type Outgoing<T extends OutboxItem> = T & {
  /** Which connection it was last emitted on; re-sent on every new one until acknowledged. */
  sentOn: number;
};

/**
 * Messages written but not acknowledged yet, in the order written (1:1 and team chats alike). Each
 * goes out again on every new connection with the same clientId (the server stores a clientId
 * once) until the server stores or refuses it; the store keeps them across a reload.
 */
export class Outbox<T extends OutboxItem> {
  private readonly waiting = new Map<string, Outgoing<T>>();

  constructor(private readonly store?: OutboxStore<T>) {
    // Written before a reload and never acknowledged: sent on the first connection like any other.
    for (const item of store?.load() ?? []) this.waiting.set(item.clientId, { ...item, sentOn: -1 });
  }

  get size(): number {
    return this.waiting.size;
  }

  add(item: T): Outgoing<T> {
    const out: Outgoing<T> = { ...item, sentOn: -1 };
    this.waiting.set(item.clientId, out);
    this.save();
    return out;
  }

  /** Forgets a message the server stored or refused; false when it was not waiting. */
  settle(clientId: string): boolean {
    if (!this.waiting.delete(clientId)) return false;
    this.save();
    return true;
  }

  /** The waiting messages that `matches` (e.g. those of one conversation), in the order written. */
  where(matches: (item: T) => boolean): Outgoing<T>[] {
    return [...this.waiting.values()].filter(matches);
  }

  /** What has not been emitted on connection number `connection` yet. */
  unsentOn(connection: number): Outgoing<T>[] {
    return [...this.waiting.values()].filter((o) => o.sentOn !== connection);
  }

  private save(): void {
    this.store?.save([...this.waiting.values()].map(({ sentOn: _sentOn, ...item }) => item as unknown as T));
  }
}

/**
 * Unacknowledged messages under `key` in this tab's sessionStorage: they survive a reload (and are
 * re-sent with their clientId, so never twice) but not the tab, and another tab never sends them.
 * What `isItem` does not recognise (a damaged or older store) is dropped.
 */
export function sessionOutboxStore<T extends OutboxItem>(
  key: string,
  isItem: (x: unknown) => x is T,
  storage: Storage | undefined = globalThis.sessionStorage,
): OutboxStore<T> {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isItem) : [];
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
