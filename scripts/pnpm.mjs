// The pinned pnpm: the one on PATH when its version matches packageManager, else through npx,
// so a machine with only Node and npm can still run every script.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bundles.mjs';

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

let resolved;
/** [command, ...leading args] for the pinned pnpm. */
export function pnpm() {
  if (resolved) return resolved;
  try {
    const onPath = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (onPath === pinned.split('@')[1]) return (resolved = ['pnpm']);
  } catch {
    // not on PATH
  }
  return (resolved = ['npx', '-y', pinned]);
}

/** Runs the pinned pnpm with `args` in the repo root, inheriting the terminal. */
export function runPnpm(args, options = {}) {
  const [cmd, ...lead] = pnpm();
  return spawnSync(cmd, [...lead, ...args], { cwd: root, stdio: 'inherit', ...options });
}
