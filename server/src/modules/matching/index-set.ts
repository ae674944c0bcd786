/** A set of candidate indexes, sorted for binary search: compact to cache, quick to ask. */
export class IndexSet implements Iterable<number> {
  private readonly items: Int32Array;

  constructor(indexes: Iterable<number>) {
    this.items = Int32Array.from(new Set(indexes)).sort();
  }

  get size(): number {
    return this.items.length;
  }

  has(index: number): boolean {
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.items[mid]!;
      if (v === index) return true;
      if (v < index) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  [Symbol.iterator](): Iterator<number> {
    return this.items[Symbol.iterator]();
  }
}
