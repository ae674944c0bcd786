import { z } from '../zod';
import { MESSAGES } from './messages';

/**
 * The one rule for text that people type, applied by every schema in @hackmate/shared (HTTP
 * bodies, query strings and socket payloads alike):
 * - NUL and the other C0 control characters (and DEL) are refused, naming the field; multi-line
 *   fields also accept newline and tab, and a CRLF line break is stored as LF;
 * - broken Unicode (a lone UTF-16 surrogate) is refused;
 * - text is normalised to NFC, so the same word is stored the same way whichever keyboard typed it;
 * - lengths count what a person sees (grapheme clusters): "👩‍💻" is one character, not five.
 */

// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f]/;

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

export interface TextOptions {
  /** The field's name as people read it: "Bio", "Full name". Error messages start with it. */
  label: string;
  /** Most characters (as seen). */
  max: number;
  /** Fewest characters after trimming; 1 makes the field required. Default 0. */
  min?: number;
  /** Accept newlines and tabs. Default false. */
  multiline?: boolean;
  /** Remove spaces around the text before checking. Default true. */
  trim?: boolean;
  /** The message when the text is shorter than `min` (default "<label> is required"). */
  tooShort?: string;
  /** The message when the text is too long (default "<label> must be at most <max> characters"). */
  tooLong?: string;
}

export const textMessages = {
  control: (label: string) => `${label} contains characters that are not allowed (control characters)`,
  broken: (label: string) => `${label} contains broken characters`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
};

/** A string schema that follows the text rule above; chain further checks on it as usual. */
export function text(options: TextOptions) {
  const { label, max, min = 0, multiline = false, trim = true } = options;
  const control = multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  const tooShort = options.tooShort ?? MESSAGES.required(label);
  let schema = z
    .string({ error: tooShort })
    .refine(isWellFormed, { message: textMessages.broken(label), abort: true })
    .overwrite((v) => (multiline ? v.replace(/\r\n/g, '\n') : v))
    .refine((v) => !control.test(v), { message: textMessages.control(label), abort: true })
    .normalize('NFC');
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(min, tooShort);
  // Documented as maxLength; enforced on what a person sees.
  return schema.refine((v) => fitsLength(v, max), { message: options.tooLong ?? textMessages.tooLong(label, max), abort: true }).meta({ maxLength: max });
}

/**
 * A secret (password, token): never changed, not even trimmed or normalised, because the same
 * bytes must hash the same way; but control characters and broken Unicode are still refused.
 */
export function secret(label: string, max: number, requiredMessage = MESSAGES.required(label)) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, textMessages.tooLong(label, max))
    .refine(isWellFormed, { message: textMessages.broken(label), abort: true })
    .refine((v) => !CONTROL_SINGLE_LINE.test(v), { message: textMessages.control(label), abort: true });
}
