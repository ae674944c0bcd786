// Installs the workspace's dependencies when they are missing or older than the lockfile, so
// `npm start` / `npm test` work on a fresh clone with nothing but Node and npm.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bundles.mjs';
import { runPnpm } from './pnpm.mjs';

const marker = join(root, 'node_modules', '.modules.yaml');
const lock = join(root, 'pnpm-lock.yaml');

if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  console.log('Installing dependencies…');
  const r = runPnpm(['install', '--frozen-lockfile']);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
