import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The landing page has a weight budget (140 KB of gzipped JS for a signed-out visit). What it
 * downloads is everything statically imported from bootstrap.tsx; remotes and the federation
 * chunk come through dynamic import(). This walks that static graph and fails when something
 * heavy slips in, long before anyone measures a build.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const FORBIDDEN = [
  'react-router-dom', // ~60 KB: only remotes route with it (navigation/router-bridge.tsx)
  'react-router',
  '@hackmate/shared/api', // axios
  '@hackmate/shared/runtime-config', // zod (type-only imports are fine)
  '@hackmate/shared/validation',
  '@hackmate/shared/socket',
  'axios',
  'zod',
  'firebase',
  'motion',
  'motion/react',
  'socket.io-client',
];

/** Value imports and re-exports; `import type` / `export type` vanish from the bundle. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (found) return found;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!spec) continue;
      if (spec.startsWith('.')) {
        if (!spec.endsWith('.css')) visit(resolveLocal(file, spec));
      } else if (!packages.has(spec)) packages.set(spec, file.slice(SRC.length + 1));
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the initial (landing page) bundle', () => {
  const { files, packages } = staticGraph(join(SRC, 'bootstrap.tsx'));

  it('reaches the landing page and the remote loader', () => {
    const names = [...files].map((f) => f.slice(SRC.length + 1));
    expect(names).toContain('features/landing/components/landing-page.tsx');
    expect(names).toContain('remotes/load-remote.ts');
  });

  it('imports nothing heavy and no remote', () => {
    const offenders = [...packages].filter(([spec]) => FORBIDDEN.some((f) => spec === f || spec.startsWith(`${f}/`)));
    expect(offenders).toEqual([]);
    expect([...files].filter((f) => f.includes(`${SRC}/remotes/federation`))).toEqual([]);
    expect([...packages.keys()].filter((spec) => /^@hackmate\/(auth|feed|profile|social|chat)\b/.test(spec))).toEqual([]);
  });
});
