import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The landing page has a weight budget (`pnpm bench:size`). What it downloads is everything
 * statically imported from bootstrap.tsx; the router (app.tsx), remotes and the federation
 * registry come through dynamic import(). This walks that static graph, through the entries of
 * @hackmate/shared it reaches too, and fails when something heavy slips in, long before anyone
 * measures a build.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SRC, '../..');
const SHARED = join(ROOT, 'shared');
const SHARED_EXPORTS = (JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

const FORBIDDEN = [
  '@hackmate/shared/router', // ~31 KB: arrives with app.tsx (features/navigation/components/deferred-router.tsx)
  'react-router-dom',
  'react-router',
  '@tanstack/react-query', // the query cache is provided around the remotes, in app.tsx
  '@hackmate/shared/query',
  'react-toastify', // nothing on the landing page toasts
  '@hackmate/shared/ui', // react-router
  '@hackmate/shared/api', // axios
  '@hackmate/shared/validation', // zod (the runtime config is checked by hand)
  '@hackmate/shared/socket',
  '@hackmate/shared/testing',
  '@module-federation/enhanced/runtime', // the remote registry, with the first remote
  '@module-federation/runtime-core',
  'axios',
  'zod',
  'firebase',
  'motion',
  'motion/react',
  'socket.io-client',
];
// Exceptions to FORBIDDEN (none: the runtime config, once checked with zod/mini, is checked by hand).
const ALLOWED: string[] = [];

/** Value imports and re-exports (not `import('…')`); `import type` / `export type` vanish from the bundle. */
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
        continue;
      }
      if (!packages.has(spec)) packages.set(spec, relative(ROOT, file));
      // An entry of our shared package is on the page too, with what it imports statically.
      const sharedEntry = SHARED_EXPORTS[spec.replace(/^@hackmate\/shared/, '.')];
      if (spec.startsWith('@hackmate/shared/') && sharedEntry) visit(resolve(SHARED, sharedEntry));
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the initial (landing page) bundle', () => {
  const { files, packages } = staticGraph(join(SRC, 'bootstrap.tsx'));

  it('reaches the landing page and the navbar, but not the router half of the shell', () => {
    const names = [...files].filter((f) => f.startsWith(SRC)).map((f) => f.slice(SRC.length + 1));
    expect(names).toContain('routes/landing-page.tsx');
    expect(names).toContain('features/navbar/components/navbar.tsx');
    expect(names.filter((name) => /^(app\.tsx|features\/(routing|remote-loading|toasts)\/)/.test(name))).toEqual([]);
  });

  it('reaches the live stores (badges, title) but opens no connection for a visitor', () => {
    expect(packages.has('@hackmate/shared/live')).toBe(true);
    expect([...files].some((f) => f.endsWith('shared/src/live/connection.ts'))).toBe(true);
  });

  it('imports nothing heavy and no remote', () => {
    const offenders = [...packages].filter(([spec]) => !ALLOWED.includes(spec) && FORBIDDEN.some((f) => spec === f || spec.startsWith(`${f}/`)));
    expect(offenders).toEqual([]);
    expect([...packages.keys()].filter((spec) => spec.startsWith('@hackmate/') && !spec.startsWith('@hackmate/shared'))).toEqual([]);
  });
});


describe('the router half (app.tsx), which every signed-in page loads', () => {
  const { packages } = staticGraph(join(SRC, 'app.tsx'));

  it('leaves react-toastify to the first toast (@hackmate/shared/toast fetches it)', () => {
    expect(packages.has('@hackmate/shared/toast')).toBe(true);
    expect([...packages.keys()].filter((spec) => spec === 'react-toastify' || spec.startsWith('react-toastify/'))).toEqual([]);
  });
});
