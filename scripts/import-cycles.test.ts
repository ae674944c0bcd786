import { expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { circles } from './import-cycles.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

it('finds a circle through several files, and a file importing itself', () => {
  const found = circles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'] }));
  expect(found).toEqual([['a', 'b', 'c'], ['e']]);
});

it('finds none where imports only flow one way, shared files included', () => {
  expect(circles(graph({ a: ['b', 'c'], b: ['c'], c: [], d: ['a', 'c'] }))).toEqual([]);
});
