import { z } from '../zod';
import { MESSAGES } from './messages';
import { fitsLength, isWellFormed } from './text-length';

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
