// Any character past U+00FF, which would make V8 hold the whole text at two bytes a character.
const WIDE_CHARACTER = /[\u0100-\uffff]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify, with every character past U+00FF written as a \uXXXX escape (the same JSON to
 * any parser). V8 keeps text whose characters all fit in one byte at one byte each: a feed page
 * is put together from many such pieces, and one dash in one piece (the "—" of a reason, of a
 * bio) made the whole page two bytes a character, twice the work to join, measure and send.
 */
export function oneByteJson(value: unknown): string {
  return JSON.stringify(value).replace(WIDE_CHARACTER, escape);
}
