import { badRequest } from './http-errors';

/** How much structure a JSON body may have: far above any form of this API, far below harm. */
export const JSON_LIMITS = { depth: 16, arrayLength: 1_000, nodes: 20_000 } as const;

const tooComplex = (what: string) => badRequest(`The request body is too complex: ${what}.`, 'BODY_TOO_COMPLEX');

/**
 * Parses a JSON body and refuses what no client of this API sends: nesting deeper than 16 levels,
 * arrays of more than 1,000 items, more than 20,000 values in all, and keys that could poison
 * prototypes (`__proto__`, `constructor.prototype`) — the same refusal as Fastify's default parser,
 * which this replaces. The walk is iterative, so no input can exhaust the stack.
 */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.', 'INVALID_JSON');
  }
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (++nodes > JSON_LIMITS.nodes) throw tooComplex(`more than ${JSON_LIMITS.nodes} values`);
    if (node === null || typeof node !== 'object') continue;
    if (depth > JSON_LIMITS.depth) throw tooComplex(`nested more than ${JSON_LIMITS.depth} levels`);
    if (Array.isArray(node)) {
      if (node.length > JSON_LIMITS.arrayLength) throw tooComplex(`a list of more than ${JSON_LIMITS.arrayLength} items`);
      for (const item of node) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (key === '__proto__' || (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child)) {
        throw badRequest('The request body has a forbidden property name.', 'FORBIDDEN_PROPERTY');
      }
      stack.push([child, depth + 1]);
    }
  }
  return value;
}
