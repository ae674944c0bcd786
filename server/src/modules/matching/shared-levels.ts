import type { Bucket } from './bucket';

// Scratch bit planes of the bucket counted last: a 3-bit counter per member, saturating at 4.
// Reused by every search (one runs at a time on the event loop), so a search allocates nothing.
let b0 = new Uint32Array(64);
let b1 = new Uint32Array(64);
let b2 = new Uint32Array(64);
let counted: Bucket | null = null;

/**
 * Counts, for all members of `bucket` at once, how many of `skills` (the viewer's, as catalogue
 * bit positions) each has — fed one 32-member word of each skill's bit set at a time — and
 * returns the highest level anyone reaches (0…4, 4 = four or more). `forEachAtLevel` then reads
 * the members of one level.
 */
export function countShared(bucket: Bucket, skills: readonly number[]): number {
  const words = bucket.wordCount;
  if (b0.length < words) [b0, b1, b2] = [new Uint32Array(words * 2), new Uint32Array(words * 2), new Uint32Array(words * 2)];
  const tail = bucket.size & 31 ? (1 << (bucket.size & 31)) - 1 : -1;
  let any1 = 0;
  let any2 = 0;
  let any3 = 0;
  let any4 = 0;
  for (let w = 0; w < words; w++) {
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    for (let k = 0; k < skills.length; k++) {
      const x = bucket.word(skills[k]!, w);
      const c0 = p0 & x;
      p0 ^= x;
      p2 |= p1 & c0;
      p1 ^= c0;
    }
    const valid = w === words - 1 ? tail : -1;
    b0[w] = p0;
    b1[w] = p1;
    b2[w] = p2;
    any4 |= p2 & valid;
    any3 |= ~p2 & p1 & p0 & valid;
    any2 |= ~p2 & p1 & ~p0 & valid;
    any1 |= ~p2 & ~p1 & p0 & valid;
  }
  counted = bucket;
  return any4 ? 4 : any3 ? 3 : any2 ? 2 : any1 ? 1 : 0;
}

/**
 * Calls `visit` for each member of the bucket counted last on `level`, in id order, from the
 * member at position `from` on, until it returns false. With `required` skills (a filter), only
 * members having one of them.
 */
export function forEachAtLevel(level: number, visit: (index: number) => boolean, required: readonly number[] = [], from = 0): void {
  const bucket = counted!;
  const words = bucket.wordCount;
  const tail = bucket.size & 31 ? (1 << (bucket.size & 31)) - 1 : -1;
  for (let w = from >>> 5; w < words; w++) {
    const p0 = b0[w]!;
    const p1 = b1[w]!;
    const p2 = b2[w]!;
    let mask = level === 4 ? p2 : level === 3 ? ~p2 & p1 & p0 : level === 2 ? ~p2 & p1 & ~p0 : level === 1 ? ~p2 & ~p1 & p0 : ~p2 & ~p1 & ~p0;
    if (w === words - 1) mask &= tail;
    if (w === from >>> 5) mask &= ~((1 << (from & 31)) - 1);
    if (required.length > 0) {
      let any = 0;
      for (let k = 0; k < required.length; k++) any |= bucket.word(required[k]!, w);
      mask &= any;
    }
    while (mask !== 0) {
      const low = mask & -mask;
      if (!visit(bucket.members[w * 32 + (31 - Math.clz32(low))]!)) return;
      mask ^= low;
    }
  }
}
