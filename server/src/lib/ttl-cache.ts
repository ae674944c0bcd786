/**
 * A small in-process cache for answers that are read far more often than they change (sessions,
 * feed pages). Entries expire after `ttlMs`, the oldest go first beyond `maxEntries`, and every
 * entry belongs to a group (a user id) so a change can drop all of that user's entries at once.
 *
 * Reads race with invalidations: a lookup that started before an invalidation must not store
 * its (possibly stale) answer after it. Take `version()` before reading the source and pass it to
 * `set`, which ignores the answer if any invalidation happened in between.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { group: string; value: V; expiresAt: number }>();
  private readonly groups = new Map<string, Set<string>>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  version(): number {
    return this.invalidations;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` unless the cache is off or something was invalidated since `version`. */
  set(key: string, group: string, value: V, version: number, ttlMs = this.ttlMs): void {
    if (!this.enabled || version !== this.invalidations) return;
    this.delete(key);
    while (this.entries.size >= this.maxEntries) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { group, value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** Drops the group's entries (all of them, or those `which` picks). */
  invalidateGroup(group: string, which: (value: V) => boolean = () => true): void {
    this.invalidations++;
    for (const key of [...(this.groups.get(group) ?? [])]) {
      const entry = this.entries.get(key);
      if (entry && which(entry.value)) this.delete(key);
    }
  }

  clear(): void {
    this.invalidations++;
    this.entries.clear();
    this.groups.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.groups.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(entry.group);
  }
}
