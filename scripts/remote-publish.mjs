// `pnpm remote:publish <name> [--version <label>] [--to <folder>]`: builds one remote and copies
// its build to `<folder>/<name>/<version>/` (default folder: PUBLISHED_REMOTES_DIR, else
// published-remotes/ at the root), where the server serves it at /remotes/<name>/<version>/ once
// REMOTE_VERSION_<NAME>=<version> says so. A published version never changes: rolling back is
// naming an earlier one, with nothing rebuilt. See DEPLOYING.md.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLES, root } from './bundles.mjs';
import { runPnpm } from './pnpm.mjs';

// The server's rule (server/src/lib/published-remotes.ts): starts with a digit, so a version
// folder never collides with the build's own folders under /remotes/<name>/.
export const VERSION_LABEL = /^\d[0-9A-Za-z._-]{0,63}$/;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The version a build is published as unless told otherwise: its package version and the content
 * hash in its entry file's name (`feed.16c0b1a602.js` → `0.1.0-16c0b1a602`), so publishing the
 * same build twice names the same version, and a different build a different one.
 */
export function defaultVersion(distDir, packageVersion) {
  const entry = readJson(join(distDir, 'mf-manifest.json')).metaData?.remoteEntry?.name ?? '';
  const hash = /\.([0-9a-f]{8,})\.js$/.exec(entry)?.[1];
  if (!hash) throw new Error(`${distDir}/mf-manifest.json names no content-hashed entry file (${entry || 'none'})`);
  return `${packageVersion}-${hash}`;
}

/**
 * Copies `distDir` to `<targetRoot>/<name>/<version>/` all at once (a half-copied version is
 * never visible). The same build again is a no-op; another build under a taken version is refused.
 */
export function publishBuild({ name, distDir, targetRoot, version }) {
  if (!VERSION_LABEL.test(version)) throw new Error(`"${version}" is not a version label: start with a digit, then letters, digits, . _ - (64 at most)`);
  const manifest = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${distDir} holds no mf-manifest.json: build the remote first`);
  const dir = join(targetRoot, name, version);
  if (existsSync(dir)) {
    if (readFileSync(join(dir, 'mf-manifest.json'), 'utf8') === readFileSync(manifest, 'utf8')) return { dir, version, already: true };
    throw new Error(`${name} ${version} is already published with another build; a version never changes — publish under a new one`);
  }
  mkdirSync(join(targetRoot, name), { recursive: true });
  const staging = join(targetRoot, name, `.${version}.partial-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(distDir, staging, { recursive: true });
  renameSync(staging, dir);
  return { dir, version, already: false };
}

function parseArgs(argv) {
  const args = { name: undefined, version: undefined, to: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--version') args.version = argv[++i];
    else if (argv[i] === '--to') args.to = argv[++i];
    else if (!args.name) args.name = argv[i];
  }
  return args;
}

function main() {
  const { name, version, to } = parseArgs(process.argv.slice(2).filter((a) => a !== '--'));
  const remotes = BUNDLES.filter((b) => b.startsWith('remotes/')).map((b) => b.slice('remotes/'.length));
  if (!name || !remotes.includes(name)) {
    console.error(`Usage: pnpm remote:publish <${remotes.join('|')}> [--version <label>] [--to <folder>]`);
    process.exit(2);
  }
  const folder = to ?? process.env.PUBLISHED_REMOTES_DIR;
  const targetRoot = folder ? (isAbsolute(folder) ? folder : resolve(process.cwd(), folder)) : join(root, 'published-remotes');
  const built = runPnpm(['--filter', `@hackmate/${name}`, 'run', 'build']);
  if (built.status !== 0) process.exit(built.status ?? 1);
  const distDir = join(root, 'remotes', name, 'dist');
  const label = version ?? defaultVersion(distDir, readJson(join(root, 'remotes', name, 'package.json')).version);
  const result = publishBuild({ name, distDir, targetRoot, version: label });
  console.log(`\n${result.already ? 'Already published' : 'Published'}: ${name} ${label} in ${result.dir}`);
  console.log(`Serve it: REMOTE_VERSION_${name.toUpperCase()}=${label} (then restart the server; roll back by naming the previous version)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
