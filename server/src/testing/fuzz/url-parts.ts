import fc from 'fast-check';
import { PROTOTYPE_KEYS, toJsonText } from './json';
import type { Operation } from './openapi';
import { hostile, plausible, type JsonSchema, type SchemaContext } from './schema-values';
import { hostileString, malformedId } from './strings';

// Percent-encoding a URL parser may choke on, sent as it is. ('.' and '..' are left out: a
// client resolves them, so they would name another path, not this operation's.)
const RAW_SEGMENTS = ['%', '%zz', '%ff', '%c0%80', '%00', 'a%2fb', '%u0041', '%E2%82', '..%2f'];
const RAW_QUERIES = ['&&', '=', '%', 'a=%zz', 'a==b', '&=&', 'x=%ff', '%00=%00', '[]=1', 'a[b][c][d][e][f]=1'];

const asText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));

/**
 * encodeURIComponent, but a lone surrogate (which it refuses) is sent the way a careless client
 * would: as the three UTF-8-like bytes of the surrogate itself, which are not valid UTF-8.
 */
export function encode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (c) => {
    const unit = c.charCodeAt(0);
    if (c.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(c);
  });
}

// An empty, '.' or '..' segment would be another URL (another route or none).
const asSegment = (value: unknown) => encode(asText(value)).replace(/^(\.{0,2})$/, '$1%20');

/** The `*` of a wildcard route (uploaded files): names, hidden files, paths out of the folder. */
const wildcard = (hostileToo: boolean) =>
  hostileToo
    ? fc.oneof(fc.constantFrom('.x.tmp', '..%2f..%2fetc%2fpasswd', 'a/b/c', '%00.webp', 'x.webp', ''), fc.stringMatching(/^[0-9a-f]{64}\.webp$/), hostileString(80).map(encode))
    : fc.stringMatching(/^[0-9a-f]{64}\.webp$/);

/** A value for one path parameter, plausible or (with `hostileToo`) anything but. */
export function segment(name: string, schema: JsonSchema, ctx: SchemaContext, hostileToo: boolean): fc.Arbitrary<string> {
  if (name === '*') return wildcard(hostileToo);
  if (!hostileToo) return plausible(schema, ctx, name).map(asSegment);
  const value = fc.oneof({ weight: 2, arbitrary: hostile(schema, ctx, name) }, { weight: 1, arbitrary: malformedId });
  return fc.oneof({ weight: 8, arbitrary: value.map(asSegment) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
}

const pair = (key: string, value: unknown) => `${encode(key)}=${encode(asText(value))}`;

/**
 * The query string as `key=value` pieces. Plausible: documented parameters, each there or not.
 * Hostile: values of every kind, repeated keys, `key[]`, polluting and unknown keys, broken escapes.
 */
export function queryPairs(op: Operation, ctx: SchemaContext, hostileToo: boolean): fc.Arbitrary<string[]> {
  const params = op.queryParams.map(({ name, schema }) => {
    const good = plausible(schema, ctx, name);
    if (!hostileToo) return fc.option(good.map((v) => [pair(name, v)]), { nil: [] as string[], freq: 1 });
    const value = fc.oneof({ weight: 1, arbitrary: good }, { weight: 2, arbitrary: hostile(schema, ctx, name) });
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 5, arbitrary: value.map((v) => [pair(name, v)]) },
      { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [pair(name, a), pair(name, b)]) },
      { weight: 1, arbitrary: value.map((v) => [pair(`${name}[]`, v)]) },
    );
  });
  const extra = fc.oneof(
    fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileString(20)).map(([k, v]) => pair(k, v)),
    fc.constantFrom(...RAW_QUERIES),
    fc.tuple(hostileString(20), hostileString(20)).map(([k, v]) => pair(k, v)),
  );
  const extras = hostileToo ? fc.array(extra, { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fc.tuple(...params), extras).map(([own, more]) => [...own.flat(), ...more]);
}
