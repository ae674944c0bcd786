import fc from 'fast-check';
import { deepNesting, toJsonText, wideArray } from './json';
import { multipartBody } from './multipart';
import type { Operation } from './openapi';
import { hostile, hostileObject, plausible, type SchemaContext } from './schema-values';

export interface Body {
  /** undefined: no content-type header at all. */
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json; charset=utf-16', 'application/json;', 'application/vnd.api+json'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/html', 'application/xml', '*/*', 'garbage', '', 'multipart/form-data', 'application/json, text/plain'];
const json = (text: string, types = fc.constantFrom(...JSON_TYPES)) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: types }).map((contentType): Body => ({ contentType, payload: text }));

/** JSON that is not quite JSON: cut short, with junk after it, a BOM, single quotes, NaN, bad UTF-8. */
function malformed(text: string): fc.Arbitrary<Body> {
  return fc
    .oneof(
      fc.nat({ max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)),
      fc.constantFrom(`${text}}`, `${text} x`, `\ufeff${text}`, text.replaceAll('"', "'"), text.replace(/}$/, ',}'), '{"a":NaN}', '{"a":undefined}', '{a:1}', '', ' ', 'null', '"str"', '[]'),
      fc.constant(Buffer.concat([Buffer.from(text.slice(0, 10)), Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0x00]), Buffer.from(text.slice(10))])),
    )
    .chain((payload) => json('').map((b) => ({ ...b, payload })));
}

/** Bodies of every kind but the expected one. */
const foreign = (formFields: readonly string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    multipartBody(formFields, true),
    fc.tuple(fc.constantFrom(...OTHER_TYPES), fc.constantFrom('a=1&b=2', '__proto__[x]=1', 'hello', '<x/>', '')).map(([contentType, payload]): Body => ({ contentType, payload })),
    fc.constantFrom<Body>({ contentType: undefined, payload: '{"a":1}' }, { contentType: 'application/json', payload: '' }),
  );

/**
 * A body for an operation. Plausible: a value of its JSON schema, a well-formed form, or none when
 * it documents no body. Hostile: mostly hostile objects of that schema, then other JSON values,
 * deep or wide structures, malformed JSON and forms, and other content types.
 */
export function bodyFor(op: Pick<Operation, 'body' | 'formFields' | 'method'>, ctx: SchemaContext, hostileToo: boolean): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ contentType: undefined, payload: undefined });
  const form = op.formFields;
  if (!hostileToo) {
    if (op.body) return plausible(op.body, ctx).map((v): Body => ({ contentType: 'application/json', payload: toJsonText(v) }));
    return form ? multipartBody(form, false) : none;
  }
  const structure = fc.oneof(deepNesting, wideArray).chain((raw) => json(raw.text));
  const anyObject = hostileObject(op.body ?? { type: 'object' }, ctx).map(toJsonText);
  if (op.body) {
    return fc.oneof(
      { weight: 10, arbitrary: anyObject.chain((text) => json(text)) },
      { weight: 1, arbitrary: hostile({}, ctx).map((v) => toJsonText(v)).chain((text) => json(text)) },
      { weight: 1, arbitrary: structure },
      { weight: 2, arbitrary: anyObject.chain(malformed) },
      { weight: 2, arbitrary: foreign(form ?? []) },
    );
  }
  if (form) return fc.oneof({ weight: 6, arbitrary: multipartBody(form, true) }, { weight: 2, arbitrary: foreign(form) }, { weight: 1, arbitrary: none });
  if (op.method === 'GET' || op.method === 'HEAD') return fc.oneof({ weight: 9, arbitrary: none }, { weight: 1, arbitrary: json('{"a":1}') });
  return fc.oneof(
    { weight: 3, arbitrary: none },
    { weight: 3, arbitrary: foreign([]) },
    { weight: 2, arbitrary: anyObject.chain((text) => json(text)) },
    { weight: 1, arbitrary: anyObject.chain(malformed) },
    { weight: 1, arbitrary: structure },
  );
}
