import fc from 'fast-check';

/** JSON text put into a body as it is: what JSON.stringify cannot write (1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * JSON text of a generated value. Unlike JSON.stringify it keeps own `__proto__` keys (made with
 * Object.fromEntries) and writes RawJson as it is.
 */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Number tokens a JSON parser reads into something surprising: Infinity, -0, lost precision. */
export const rawNumber = fc.constantFrom('1e400', '-1e400', '-0', '1E+2', '123456789012345678901234567890', '0.1e-400', '1.0').map((t) => new RawJson(t));

/** Nesting far beyond any form: arrays, objects, or both. */
export const deepNesting = fc
  .tuple(fc.constantFrom(17, 64, 1_000, 20_000), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    const open = kind === 'array' ? '[' : kind === 'object' ? '{"a":' : '[{"a":';
    const close = kind === 'array' ? ']' : kind === 'object' ? '}' : '}]';
    const levels = kind === 'mixed' ? Math.ceil(depth / 2) : depth;
    return new RawJson(`${open.repeat(levels)}1${close.repeat(levels)}`);
  });

/** Keys that poison prototypes when merged naively, and names every object already has. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'] as const;

/** An object with one of those keys as its own property, holding something harmful. */
export const pollutingEntry = fc.tuple(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, null, 'x', [1]),
);

/** A wide array: far more items than any list of the API takes. */
export const wideArray = fc.constantFrom(1_001, 10_000).map((n) => new RawJson(`[${Array(n).fill('"x"').join(',')}]`));
