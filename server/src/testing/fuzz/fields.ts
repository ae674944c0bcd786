import fc from 'fast-check';
import { toJsonText } from './json';
import type { Operation } from './openapi';
import { plausible, type JsonSchema, type SchemaContext } from './schema-values';
import { encode } from './url-parts';

/** One place a request carries text: a path or query parameter, or a field of the JSON body. */
export interface TextField {
  where: 'path' | 'query' | 'body';
  /** "userId", "q", or a body path such as "socialIds.Github". */
  name: string;
}

const isString = (s: JsonSchema, ctx: SchemaContext): boolean => {
  const schema = s.$ref ? ctx.resolve(s.$ref) : s;
  return [schema.type].flat().includes('string') || (schema.anyOf ?? schema.oneOf ?? []).some((o) => isString(o, ctx));
};

/** The paths of the text fields of an object schema ("bio", "socialIds.Github", "skills.0"). */
export function bodyFields(schema: JsonSchema, ctx: SchemaContext, prefix = ''): string[] {
  const s = schema.$ref ? ctx.resolve(schema.$ref) : schema;
  return Object.entries(s.properties ?? {}).flatMap(([key, child]) => {
    const path = `${prefix}${key}`;
    const resolved = child.$ref ? ctx.resolve(child.$ref) : child;
    if (resolved.type === 'object') return bodyFields(resolved, ctx, `${path}.`);
    if (resolved.type === 'array' && resolved.items && isString(resolved.items, ctx)) return [`${path}.0`];
    return isString(resolved, ctx) ? [path] : [];
  });
}

/** Every text field an operation takes, from its description. */
export function textFields(op: Operation, ctx: SchemaContext): TextField[] {
  return [
    ...op.pathParams.filter((p) => p.name !== '*' && isString(p.schema, ctx)).map((p): TextField => ({ where: 'path', name: p.name })),
    ...op.queryParams.filter((p) => isString(p.schema, ctx)).map((p): TextField => ({ where: 'query', name: p.name })),
    ...(op.body ? bodyFields(op.body, ctx).map((name): TextField => ({ where: 'body', name })) : []),
  ];
}

/** Sets `path` ("a.b.0") in `target` to `value`, making objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
  });
}

/**
 * A request of `op` with plausible values everywhere but `field`, which carries `text`
 * (fixed plausible values: the same request every run).
 */
export function requestWithText(op: Operation, ctx: SchemaContext, field: TextField, text: string): { url: string; payload?: string } {
  const sample = (schema: JsonSchema, name: string) => fc.sample(plausible(schema, ctx, name), { seed: 1, numRuns: 1 })[0];
  let url = op.path;
  for (const p of op.pathParams) {
    const value = field.where === 'path' && field.name === p.name ? text : String(sample(p.schema, p.name));
    url = url.replace(`{${p.name}}`, encode(value) || '%20');
  }
  if (field.where === 'query') url += `?${encode(field.name)}=${encode(text)}`;
  if (!op.body) return { url };
  const body = sample(op.body, '') as Record<string, unknown>;
  if (field.where === 'body') setPath(body, field.name, text);
  return { url, payload: toJsonText(body) };
}
