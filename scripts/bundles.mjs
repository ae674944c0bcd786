// The browser bundles and whether their build output is older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLES = ['shell', 'remotes/auth', 'remotes/feed', 'remotes/profile', 'remotes/social', 'remotes/chat'];

function newestMtime(path) {
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
