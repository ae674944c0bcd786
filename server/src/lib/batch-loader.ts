/**
 * Reads by key, coalesced: lookups that arrive while the source is busy wait and go together in
 * the next read. A query for a few rows by primary key costs the database mostly its fixed part
 * (round trip, planning, executor start), so under load one read of 200 rows serves ten pages for
 * little more than one. When the source is idle a lookup starts at the next turn of the event
 * loop, so a quiet server adds no wait.
 */
export interface BatchLoaderOptions {
  /** Keys per read at most: a read never grows past what one query should carry. */
  maxKeys: number;
  /** Reads in flight at once: more lookups than this wait and are merged. */
  maxInFlight: number;
}

interface Waiter<K, V> {
  keys: readonly K[];
  resolve: (found: Map<K, V>) => void;
  reject: (err: unknown) => void;
}

export class BatchLoader<K, V> {
  private waiting: Waiter<K, V>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly options: BatchLoaderOptions,
  ) {}

  /** The values found for `keys` (a key with no value is absent from the map). */
  load(keys: readonly K[]): Promise<Map<K, V>> {
    if (keys.length === 0) return Promise.resolve(new Map());
    return new Promise((resolve, reject) => {
      this.waiting.push({ keys, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    // Lookups made in the same turn (requests parsed from one read of the sockets) join this read.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  /** Waiters in arrival order up to maxKeys distinct keys (always at least one waiter). */
  private take(): Waiter<K, V>[] {
    const keys = new Set<K>();
    let n = 0;
    while (n < this.waiting.length) {
      const next = this.waiting[n]!;
      const grown = new Set([...keys, ...next.keys]);
      if (n > 0 && grown.size > this.options.maxKeys) break;
      for (const key of next.keys) keys.add(key);
      n += 1;
    }
    return this.waiting.splice(0, n);
  }

  private async run(batch: Waiter<K, V>[]): Promise<void> {
    const keys = [...new Set(batch.flatMap((w) => w.keys))];
    let found: Map<K, V>;
    try {
      found = await this.readMany(keys);
    } catch (err) {
      for (const waiter of batch) waiter.reject(err);
      return;
    }
    for (const waiter of batch) {
      const mine = new Map<K, V>();
      for (const key of waiter.keys) {
        const value = found.get(key);
        if (value !== undefined) mine.set(key, value);
      }
      waiter.resolve(mine);
    }
  }
}
