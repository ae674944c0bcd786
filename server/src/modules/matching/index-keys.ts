import type { ActivityBand } from './score';

// How the candidate index keys people: an id's bytes, the bucket a person falls in, their skills'
// bit positions.

/** The first four bytes of an id as one number: what `idKey` holds, compared before the rest. */
export const idKeyOf = (id: Uint8Array) => ((id[0]! << 24) | (id[1]! << 16) | (id[2]! << 8) | id[3]!) >>> 0;

export const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const YEAR_BASE = 1900;

/** The bucket of people alike in roles, activity band, completeness and graduation year. */
export const bucketKey = (roles: number, band: ActivityBand, gaps: number, year: number) => roles | (band << 8) | (gaps << 10) | ((year ? year - YEAR_BASE : 0) << 13);

/** Skill bit positions of a person, for their bucket's bit sets. */
export function skillList(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < 32; b++) if ((lo >>> b) & 1) out.push(b);
  for (let b = 0; b < 32; b++) if ((hi >>> b) & 1) out.push(32 + b);
  return out;
}

// uuidText's scratch: one id as text. Three string operations per id were a visible share of a page.
const ID_TEXT = Buffer.alloc(36);
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const DASH = 0x2d;

/** The id at `offset` in `ids` as text (8-4-4-4-12 lower-case hex), written into a scratch buffer and read out as one flat string. */
export function uuidText(ids: Uint8Array, offset: number): string {
  const text = ID_TEXT;
  let at = 0;
  for (let b = 0; b < 16; b++) {
    if (b === 4 || b === 6 || b === 8 || b === 10) text[at++] = DASH;
    const byte = ids[offset + b]!;
    text[at++] = HEX[byte >>> 4]!;
    text[at++] = HEX[byte & 15]!;
  }
  return text.toString('latin1', 0, 36);
}
