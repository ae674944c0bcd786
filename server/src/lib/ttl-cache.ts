/**
 * A small in-process cache for answers that are read far more often than they change (sessions,
 * feed pages). Entries expire after `ttlMs` and are dropped then even if nobody asks again (a
 * sweep runs while the cache holds anything); the oldest go first beyond `maxBytes` (estimated
 * sizes of keys and values: a count of entries bounds nothing when one viewer can ask for many
 * large pages). Every entry belongs to a group (a user id) so a change can drop all of that user's
 * entries at once.
 *
 * Reads race with invalidations: a lookup that started before an invalidation must not store
 * its (possibly stale) answer after it. Take `version()` before reading the source and pass it to
 * `set`, which ignores the answer if any invalidation happened in between.
 */
interface Entry<V> {
  group: string;
  value: V;
  expiresAt: number;
  bytes: number;
}

// What an entry costs besides its key and value: the Map slots, the entry object, its place in
// its group's Set. With it, the estimate is at or above what V8 really holds for 50k feed cards
// of ~1 KB (1,063 estimated against 1,045 bytes an entry, heap measured after a full GC), and
// higher still for small entries such as sessions: the budget is a ceiling, not a guess.
const ENTRY_OVERHEAD_BYTES = 224;
// Swept at most this often, so a short TTL does not mean a busy timer.
const MIN_SWEEP_MS = 1_000;
// How long an invalidation is remembered per group (reads take milliseconds; older ones are refused).
const REMEMBER_INVALIDATIONS_MS = 60_000;

// V8 keeps a string at one byte a character when every character fits in Latin-1, else at two.
const TWO_BYTE_CHARACTER = /[\u0100-\uffff]/;

/**
 * An upper estimate of the memory a value holds: strings at the one or two bytes a character V8
 * keeps them in, typed arrays by their bytes, Maps and Sets by their items, other objects
 * and arrays by their own fields. Cycles are cut off by depth.
 */
export function estimateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + (TWO_BYTE_CHARACTER.test(value) ? 2 : 1) * value.length;
  if (typeof value !== 'object' || value === null || depth > 8) return 8;
  // Read from the header, never walked: a typed array may hold a million numbers.
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof ArrayBuffer) return 32 + value.byteLength;
  let bytes = 32;
  if (value instanceof Map || value instanceof Set) {
    for (const item of value) bytes += 16 + estimateBytes(item, depth + 1);
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) bytes += 8 + (Array.isArray(value) ? 0 : 2 * key.length) + estimateBytes(item, depth + 1);
  return bytes;
}

/** Keys are strings, or numbers where the caller has them (no string to hash on each read). */
export class TtlCache<V, K extends string | number = string> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly groups = new Map<string, Set<K>>();
  private invalidations = 0;
  // When each group was last invalidated (by invalidation number), so that an answer read before
  // it is not stored after it, while answers for other groups still are. Remembered for a while,
  // then forgotten: a read older than what was forgotten is refused as a whole.
  private readonly invalidatedAt = new Map<string, { seq: number; at: number }>();
  private forgottenUpTo = 0;
  private usedBytes = 0;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The longest an entry is kept. */
  get ttl(): number {
    return this.ttlMs;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Estimated memory held by the entries, never above `maxBytes`. */
  get bytes(): number {
    return this.usedBytes;
  }

  /** Taken before reading what will be `set`: the set is refused if the group changed meanwhile. */
  version(): number {
    return this.invalidations;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` unless the cache is off, it alone exceeds the budget, or something was invalidated since `version`. */
  set(key: K, group: string, value: V, version: number, ttlMs = this.ttlMs): void {
    if (!this.enabled || version < this.forgottenUpTo || (this.invalidatedAt.get(group)?.seq ?? 0) > version) return;
    this.delete(key);
    const bytes = ENTRY_OVERHEAD_BYTES + estimateBytes(key) + estimateBytes(group) + estimateBytes(value);
    if (bytes > this.maxBytes) return;
    // Maps iterate in insertion order: the first keys are the oldest.
    while (this.usedBytes + bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { group, value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs), bytes });
    this.usedBytes += bytes;
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
    this.sweeper ??= setInterval(() => this.sweep(), Math.max(this.ttlMs, MIN_SWEEP_MS)).unref();
  }

  /** Drops the group's entries (all of them, or those `which` picks). */
  invalidateGroup(group: string, which: (value: V) => boolean = () => true): void {
    this.invalidations++;
    this.invalidatedAt.delete(group);
    this.invalidatedAt.set(group, { seq: this.invalidations, at: this.now() });
    this.sweeper ??= setInterval(() => this.sweep(), Math.max(this.ttlMs, MIN_SWEEP_MS)).unref();
    for (const key of [...(this.groups.get(group) ?? [])]) {
      const entry = this.entries.get(key);
      if (entry && which(entry.value)) this.delete(key);
    }
  }

  /** Drops every expired entry (the timer calls it; entries of a shorter TTL may sit anywhere). */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.delete(key);
    // In invalidation order, oldest first.
    for (const [group, { seq, at }] of this.invalidatedAt) {
      if (at > now - REMEMBER_INVALIDATIONS_MS) break;
      this.invalidatedAt.delete(group);
      this.forgottenUpTo = seq;
    }
    if (this.entries.size === 0 && this.invalidatedAt.size === 0) this.stopSweeping();
  }

  clear(): void {
    this.invalidations++;
    this.invalidatedAt.clear();
    this.forgottenUpTo = this.invalidations;
    this.entries.clear();
    this.groups.clear();
    this.usedBytes = 0;
    this.stopSweeping();
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
    const keys = this.groups.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(entry.group);
    // An empty cache keeps no timer, so an app that was closed leaves nothing running behind.
    if (this.entries.size === 0 && this.invalidatedAt.size === 0) this.stopSweeping();
  }

  private stopSweeping(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
