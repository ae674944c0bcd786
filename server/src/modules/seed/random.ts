/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export const int = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
export function sample<T>(r: Random, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0]!);
  return out;
}
