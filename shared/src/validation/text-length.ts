// How the text rule (text.ts) measures, without zod: a form counting characters as someone types
// does not bring the schemas' library with it.

// Grapheme clusters are never more than code units, so only long strings need counting; and no
// sane grapheme is longer than this many code units, which bounds the work an attacker can cause.
const MAX_UNITS_PER_GRAPHEME = 16;

let segmenter: Intl.Segmenter | undefined;

/** How many characters a person sees in `value`. */
export function visibleLength(value: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(value)) count++;
  return count;
}

export function fitsLength(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > max * MAX_UNITS_PER_GRAPHEME) return false;
  return visibleLength(value) <= max;
}

/** True when `value` has no lone surrogate (what String.prototype.isWellFormed checks). */
export function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}
