import fc from 'fast-check';
import { deepNesting, pollutingEntry, rawNumber, wideArray } from './json';
import { hostileString, malformedId, NUMBER_TEXTS, oddNumber, plainText } from './strings';

/** The part of JSON Schema (2020-12, as the OpenAPI document writes it) that requests use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  /** Documented examples: plausible values the generators cannot guess (catalogue names…). */
  examples?: unknown[];
}

/** Values of the world under test that make requests reach further: real ids, real addresses. */
export interface KnownValues {
  /** The victim's first: generators aim at the first value of each list most. */
  ids: readonly string[];
  emails: readonly string[];
  passwords: readonly string[];
  /** Opaque page cursors the API handed out. */
  cursors: readonly string[];
}

export interface SchemaContext {
  resolve: (ref: string) => JsonSchema;
  known: KnownValues;
}

const MISSING = Symbol('missing');
const two = (n: number) => String(n).padStart(2, '0');

/** ISO times the schemas accept, biased to the edges: year 0, year 9999, offsets of ±23:59. */
const isoTime = fc
  .record({
    year: fc.oneof(fc.constantFrom(0, 1, 1969, 1970, 9999), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
    fraction: fc.constantFrom('', '.1', '.123', '.123456', '.123456789012'),
    zone: fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), fc.oneof(fc.constantFrom(15, 16, 23), fc.integer({ min: 0, max: 23 })), fc.constantFrom(0, 59)).map(([s, h, m]) => `${s}${two(h)}:${two(m)}`)),
  })
  .map(({ year, month, day, time: [h, m, s], fraction, zone }) => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(h)}:${two(m)}:${two(s)}${fraction}${zone}`);

const strongPassword = fc.tuple(plainText(20), fc.constantFrom('Aa1!', 'Zz9#', 'Éé7?')).map(([a, b]) => `${b}${a}x`.slice(0, 128));

function plausibleString(schema: JsonSchema, ctx: SchemaContext, name: string): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  // The first known value (the victim's) is the one most worth aiming at.
  const known = (values: readonly string[], other: fc.Arbitrary<string>) =>
    values.length ? fc.oneof({ weight: 2, arbitrary: fc.constant(values[0]!) }, { weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: other }) : other;
  if (schema.format === 'uuid') return known(ctx.known.ids, fc.uuid());
  if (schema.format === 'date-time') return isoTime;
  if (schema.format === 'email' || /email/i.test(name)) return known(ctx.known.emails, fc.emailAddress());
  if (/password/i.test(name)) return known(ctx.known.passwords, strongPassword);
  if (/cursor/i.test(name)) return known(ctx.known.cursors, plainText(max));
  if (/url/i.test(name)) return fc.oneof(fc.webUrl(), fc.constantFrom('github.com/you/project', 'https://example.com', 'javascript:alert(1)', 'data:text/html,x'));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: max });
  const text = plainText(max);
  return schema.minLength ? text.map((s) => (s.trim().length >= (schema.minLength ?? 0) ? s : `${s}x`)) : text;
}

/** Values that fit the schema, biased to edges: what a client of the API could send. */
export function plausible(schema: JsonSchema, ctx: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return plausible(ctx.resolve(schema.$ref), ctx, name);
  if (schema.examples?.length) {
    const { examples, ...rest } = schema;
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...examples) }, { weight: 1, arbitrary: plausible(rest, ctx, name) });
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => plausible(s, ctx, name)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, ctx, name);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => plausible({ ...schema, type }, ctx, name)));
  switch (schema.type) {
    case 'string':
      return plausibleString(schema, ctx, name);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, -1e6);
      const max = Math.min(schema.maximum ?? 1e6, 1e6);
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items ?? {}, ctx, name), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectOf(schema, (s, key) => plausible(s, ctx, key), 0.05);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * An object of the schema's properties made by `value`, missing a required property with
 * probability `dropRequired`; optional ones come and go, except `keep`.
 */
function objectOf(schema: JsonSchema, value: (s: JsonSchema, key: string) => fc.Arbitrary<unknown>, dropRequired: number, keep?: string): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => {
    if (key === keep) return value(s, key).map((v) => [key, v] as const);
    const weight = Math.round((required.has(key) ? 1 - dropRequired : 0.5) * 100);
    return fc.oneof({ weight, arbitrary: value(s, key) }, { weight: 100 - weight, arbitrary: fc.constant<unknown>(MISSING) }).map((v) => [key, v] as const);
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== MISSING)));
}

const wrongType = fc.oneof(oddNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}), hostileString(50), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));

/** The schema's values, or broken in one of the ways an attacker would try. */
export function hostile(schema: JsonSchema, ctx: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return hostile(ctx.resolve(schema.$ref), ctx, name);
  const types = [schema.type ?? (schema.anyOf ?? schema.oneOf)?.map((s) => (s.$ref ? ctx.resolve(s.$ref) : s).type)].flat(2);
  const broken: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: wrongType }];
  if (types.includes('string') || schema.enum) {
    broken.push({ weight: 4, arbitrary: hostileString(schema.maxLength) });
    if (schema.format === 'uuid') broken.push({ weight: 2, arbitrary: malformedId });
  }
  if (types.includes('integer') || types.includes('number')) {
    broken.push({ weight: 2, arbitrary: oddNumber }, { weight: 1, arbitrary: fc.constantFrom(...NUMBER_TEXTS) }, { weight: 1, arbitrary: rawNumber });
  }
  if (types.includes('object')) broken.push({ weight: 4, arbitrary: hostileObject(schema, ctx) }, { weight: 1, arbitrary: deepNesting });
  if (types.includes('array')) broken.push({ weight: 2, arbitrary: fc.array(hostile(schema.items ?? {}, ctx, name), { maxLength: 4 }) }, { weight: 1, arbitrary: wideArray });
  return fc.oneof({ weight: 4, arbitrary: plausible(schema, ctx, name) }, ...broken);
}

/**
 * An object with hostile values, required properties missing, and extra or polluting keys. Most
 * break in one property only, the others plausible, so that the check behind it is reached.
 */
export function hostileObject(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const base = schema.$ref ? ctx.resolve(schema.$ref) : schema;
  const keys = Object.keys(base.properties ?? {});
  const mixed = objectOf(base, (s, key) => fc.oneof({ weight: 2, arbitrary: plausible(s, ctx, key) }, { weight: 1, arbitrary: hostile(s, ctx, key) }), 0.15);
  const oneBroken = keys.length
    ? fc.constantFrom(...keys).chain((target) => objectOf(base, (s, key) => (key === target ? hostile(s, ctx, key) : plausible(s, ctx, key)), 0.05, target))
    : mixed;
  const extra = fc.oneof(pollutingEntry, fc.tuple(hostileString(30), fc.jsonValue({ maxDepth: 1 })));
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: oneBroken }, { weight: 1, arbitrary: mixed }), fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(extra, { minLength: 1, maxLength: 2 }) }))
    .map(([object, extras]) => Object.fromEntries([...Object.entries(object), ...extras]));
}
