// What `pnpm build` makes (the browser bundles and the compiled server) and whether it is older
// than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The shell and every folder under remotes/ (a remote added later is built and checked too).
export const BUNDLES = [
  'shell',
  ...readdirSync(join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'remotes', entry.name, 'package.json')))
    .map((entry) => `remotes/${entry.name}`),
];

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Bundles whose dist is missing or older than their own or the shared package's sources. */
export function staleBundles() {
  const sharedNewest = newestMtime(join(root, 'shared', 'src'));
  return BUNDLES.filter((b) => {
    const built = join(root, b, 'dist', 'index.html');
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return Math.max(newestMtime(join(root, b, 'src')), newestMtime(join(root, b, 'rsbuild.config.ts')), sharedNewest) > builtAt;
  });
}

/** The compiled server (`node server/dist/main.js`), and whether it is missing or older than its sources. */
export const SERVER_MAIN = join(root, 'server', 'dist', 'main.js');

export function serverStale() {
  if (!existsSync(SERVER_MAIN)) return true;
  const sources = ['server/src', 'server/scripts', 'server/package.json', 'shared/src'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > statSync(SERVER_MAIN).mtimeMs;
}
