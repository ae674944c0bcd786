import fc from 'fast-check';
import { bodyFor, type Body } from './bodies';
import type { Operation } from './openapi';
import type { SchemaContext } from './schema-values';
import { queryPairs, segment } from './url-parts';

/** Who asks: the attacker's live session, a forged or broken cookie, or nobody. */
export type Identity = { kind: 'attacker' } | { kind: 'anonymous' } | { kind: 'forged'; cookie: string };

export interface FuzzRequest {
  operation: string;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body;
}

// What a real HTTP parser lets through in a header value: visible ASCII, space, tab and obs-text.
const headerText = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((c) => String.fromCharCode(c)), maxLength: 400 });

function identity(forgedCookies: readonly string[]): fc.Arbitrary<Identity> {
  const forged = fc.oneof(fc.constantFrom(...forgedCookies), headerText.map((v) => `token=${v}`), headerText);
  return fc.oneof(
    { weight: 7, arbitrary: fc.constant<Identity>({ kind: 'attacker' }) },
    { weight: 1, arbitrary: fc.constant<Identity>({ kind: 'anonymous' }) },
    { weight: 2, arbitrary: forged.map((cookie): Identity => ({ kind: 'forged', cookie })) },
  );
}

type Target = 'nothing' | 'path' | 'query' | 'body' | 'everything';

/**
 * Requests for `op`. Each one is plausible except in the part it attacks (path, query string,
 * body and its content type, or all at once): a request broken everywhere is refused at the
 * first check, so most of them break one thing and reach the code behind the others.
 */
export function requestFor(op: Operation, ctx: SchemaContext, forgedCookies: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const targets: fc.WeightedArbitrary<Target>[] = [
    { weight: 2, arbitrary: fc.constant('nothing') },
    { weight: op.pathParams.length ? 3 : 0, arbitrary: fc.constant('path') },
    { weight: op.queryParams.length ? 3 : 1, arbitrary: fc.constant('query') },
    { weight: op.body || op.formFields ? 4 : 2, arbitrary: fc.constant('body') },
    { weight: 1, arbitrary: fc.constant('everything') },
  ].filter((t) => t.weight > 0);
  return fc.oneof(...targets).chain((target) => {
    const attacks = (part: Target) => target === part || target === 'everything';
    return fc
      .record({
        identity: identity(forgedCookies),
        path: fc.tuple(...op.pathParams.map((p) => segment(p.name, p.schema, ctx, attacks('path')).map((v) => [p.name, v] as const))),
        query: queryPairs(op, ctx, attacks('query')),
        body: bodyFor(op, ctx, attacks('body')),
        userAgent: fc.option(headerText, { nil: undefined }),
      })
      .map(({ identity, path, query, body, userAgent }): FuzzRequest => {
        let url = op.path;
        for (const [name, value] of path) url = url.replace(`{${name}}`, value);
        if (query.length) url += `?${query.join('&')}`;
        const headers: Record<string, string> = {};
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        if (userAgent !== undefined) headers['user-agent'] = userAgent;
        return { operation: op.name, identity, method: op.method, url, headers, body };
      });
  });
}

const MAX_SHOWN = 600;

/** Text with invisible and broken characters spelled out, shortened for a report. */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  const shown = text.slice(0, MAX_SHOWN).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > MAX_SHOWN ? `${shown}… (${text.length} characters in all)` : shown;
}

/** The request as it goes over the wire, for a failure report. */
export function renderRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${visible(req.url)}`];
  if (req.identity.kind === 'attacker') lines.push('cookie: <the attacker’s session>');
  if (req.identity.kind === 'forged') lines.push(`cookie: ${visible(req.identity.cookie)}`);
  for (const [name, value] of Object.entries(req.headers)) lines.push(`${name}: ${visible(value)}`);
  const { payload } = req.body;
  if (payload !== undefined) lines.push('', visible(typeof payload === 'string' ? payload : payload.toString('latin1')));
  return lines.join('\n');
}
